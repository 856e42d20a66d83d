import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { locations, placeAliases } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { PLACES_MESSAGES as M } from "../messages";
import type { MergeLocationsInput } from "../schemas";
import { requireAdmin } from "./guard";

/**
 * Merges a duplicate location into another: its jobs' places (job_locations; a job at both keeps
 * one) and primary locations move to the target (job_search follows by trigger), the corrections
 * that pointed at it point at the target, its key becomes an alias (a feed that names it again
 * resolves to the target) and it is deleted. The audit keeps the duplicate's row and the jobs moved.
 */
export async function mergeLocations(db: Db, actor: CurrentUser | null, input: MergeLocationsInput, ctx: { correlationId: string }) {
  const admin = requireAdmin(actor);
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(locations)
      .where(sql`${locations.id} in (${input.duplicateId}::uuid, ${input.targetId}::uuid)`)
      .for("update");
    const duplicate = rows.find((r) => r.id === input.duplicateId);
    const target = rows.find((r) => r.id === input.targetId);
    if (!duplicate) throw new AppError("NOT_FOUND", M.locationNotFound);
    if (!target) throw new AppError("BAD_REQUEST", M.locationNotFound, { issues: [{ path: "targetId", message: M.locationNotFound }] });
    if (duplicate.type === "Pseudo" || target.type === "Pseudo") throw new AppError("BAD_REQUEST", M.mergeRemote);

    const jobs = await tx.execute<{ job_id: string }>(sql`select job_id from job_locations where location_id = ${duplicate.id}`);
    const jobIds = jobs.rows.map((r) => r.job_id);
    await tx.execute(sql`delete from job_locations duplicate_place where duplicate_place.location_id = ${duplicate.id}
      and exists (select 1 from job_locations kept where kept.job_id = duplicate_place.job_id and kept.location_id = ${target.id})`);
    await tx.execute(sql`update job_locations set location_id = ${target.id}, state_code = ${target.stateCode}, city_slug = ${target.citySlug} where location_id = ${duplicate.id}`);
    const primaries = await tx.execute(sql`update jobs set primary_location_id = ${target.id}, updated_at = now() where primary_location_id = ${duplicate.id}`);
    if (jobIds.length) await tx.execute(sql`update jobs set updated_at = now() where id = any(${sql.param(jobIds)}::uuid[])`);
    await tx.update(placeAliases).set({ locationId: target.id }).where(eq(placeAliases.locationId, duplicate.id));
    await tx.execute(sql`update unresolved_places set corrected_location_id = ${target.id} where corrected_location_id = ${duplicate.id}`);
    await tx
      .insert(placeAliases)
      .values({ alias: duplicate.key, locationId: target.id, createdByUserId: admin.id })
      .onConflictDoUpdate({ target: placeAliases.alias, set: { locationId: target.id } });
    await tx.delete(locations).where(eq(locations.id, duplicate.id));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: "admin.location.merge",
      targetType: "location",
      targetId: target.id,
      data: {
        before: { duplicate: { id: duplicate.id, key: duplicate.key, name: duplicate.name, type: duplicate.type, latitude: duplicate.latitude, longitude: duplicate.longitude } },
        after: { target: { id: target.id, key: target.key, name: target.name } },
        jobsMoved: jobIds.length,
        primaryMoved: primaries.rowCount ?? 0,
        jobIds: jobIds.slice(0, 1000),
      },
      correlationId: ctx.correlationId,
    });
    return { targetId: target.id, jobsMoved: jobIds.length };
  });
  if (result.jobsMoved) await refreshJobSearch(db);
  return result;
}
