import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { locations, placeAliases, unresolvedPlaces } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { slugify } from "@/lib/slugify";
import { findUsState } from "@/lib/us-states";
import { PLACES_MESSAGES as M } from "../messages";
import type { CorrectPlaceInput } from "../schemas";
import { requireAdmin } from "./guard";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The Postal location of a ZIP in the dataset, made the way the importer makes it when missing. */
async function postalLocation(tx: Tx, postalCode: string): Promise<string> {
  const zip = (await tx.execute<{ city: string; state_code: string; latitude: number; longitude: number }>(sql`
    select city, state_code, latitude, longitude from postal_codes where postal_code = ${postalCode}`)).rows[0];
  if (!zip) throw new AppError("BAD_REQUEST", M.postalUnknown, { issues: [{ path: "postalCode", message: M.postalUnknown }] });
  await tx.execute(sql`
    insert into locations (key, name, type, city, city_slug, state_code, state_name, postal_code, latitude, longitude)
    values (${`US-${postalCode}`}, ${`${zip.city}, ${zip.state_code} ${postalCode}`}, 'Postal', ${zip.city}, ${slugify(zip.city)}, ${zip.state_code},
      ${findUsState(zip.state_code)?.name ?? zip.state_code}, ${postalCode}, ${zip.latitude}, ${zip.longitude})
    on conflict (key) do nothing`);
  const [row] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.key, `US-${postalCode}`));
  return row!.id;
}

/**
 * Says what a place that did not resolve means: an existing location, or the place of a postal code.
 * The importer reads the correction (place_aliases) before resolving, so the jobs refused for this
 * place are imported at the feed's next run (their records were refused, so there is nothing to move
 * now). Every source's record of the same place text is marked corrected. Undo removes it.
 */
export async function correctPlace(db: Db, actor: CurrentUser | null, id: string, input: CorrectPlaceInput, ctx: { correlationId: string }) {
  const admin = requireAdmin(actor);
  return db.transaction(async (tx) => {
    const [place] = await tx.select().from(unresolvedPlaces).where(eq(unresolvedPlaces.id, id)).for("update");
    if (!place) throw new AppError("NOT_FOUND", M.placeNotFound);
    let locationId: string;
    if (input.locationId) {
      const [target] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, input.locationId));
      if (!target) throw new AppError("BAD_REQUEST", M.locationNotFound, { issues: [{ path: "locationId", message: M.locationNotFound }] });
      locationId = target.id;
    } else locationId = await postalLocation(tx, input.postalCode!);
    const [target] = await tx.select({ id: locations.id, name: locations.name, key: locations.key }).from(locations).where(eq(locations.id, locationId));
    const alias = `place:${place.placeKey}`;
    await tx
      .insert(placeAliases)
      .values({ alias, locationId, createdByUserId: admin.id })
      .onConflictDoUpdate({ target: placeAliases.alias, set: { locationId, createdByUserId: admin.id, createdAt: sql`now()` } });
    const marked = await tx
      .update(unresolvedPlaces)
      .set({ correctedLocationId: locationId, correctedAt: sql`now()` })
      .where(eq(unresolvedPlaces.placeKey, place.placeKey))
      .returning({ id: unresolvedPlaces.id });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: "admin.place.correct",
      targetType: "unresolved_place",
      targetId: id,
      data: { label: place.label, source: place.source, before: { locationId: place.correctedLocationId }, after: { locationId, locationKey: target!.key }, records: marked.length },
      correlationId: ctx.correlationId,
    });
    return { id, correctedTo: { id: locationId, name: target!.name } };
  });
}

/** Takes a correction back: the place is unresolved again (the importer refuses its jobs again). */
export async function undoPlaceCorrection(db: Db, actor: CurrentUser | null, id: string, ctx: { correlationId: string }) {
  const admin = requireAdmin(actor);
  return db.transaction(async (tx) => {
    const [place] = await tx.select().from(unresolvedPlaces).where(eq(unresolvedPlaces.id, id)).for("update");
    if (!place) throw new AppError("NOT_FOUND", M.placeNotFound);
    await tx.delete(placeAliases).where(eq(placeAliases.alias, `place:${place.placeKey}`));
    await tx.update(unresolvedPlaces).set({ correctedLocationId: null, correctedAt: null }).where(eq(unresolvedPlaces.placeKey, place.placeKey));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: "admin.place.uncorrect",
      targetType: "unresolved_place",
      targetId: id,
      data: { label: place.label, before: { locationId: place.correctedLocationId }, after: { locationId: null } },
      correlationId: ctx.correlationId,
    });
    return { id, correctedTo: null };
  });
}
