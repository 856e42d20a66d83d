import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, featureFlags } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";
import { ADMIN_MESSAGES } from "../messages";
import type { UpdateFeatureFlagInput } from "../schemas";
import type { FeatureFlagDto } from "../types";
import { toFeatureFlagDto } from "./queries";

export const FEATURE_FLAG_UPDATE_ACTION = "feature-flag.update";

/*
 * An administrator turns a feature flag on or off and/or edits its description. The row is locked
 * while it changes so two admins' concurrent edits are recorded one after the other, each with the
 * old and new values it really saw, in the append-only audit log.
 */
export async function updateFeatureFlag(
  db: Db,
  actor: CurrentUser | null,
  id: string,
  input: UpdateFeatureFlagInput,
  correlationId: string,
): Promise<FeatureFlagDto> {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: featureFlags.key, enabled: featureFlags.enabled, description: featureFlags.description })
      .from(featureFlags)
      .where(eq(featureFlags.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.flagNotFound);

    const changes: { enabled?: boolean; description?: string } = {};
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.description !== undefined) changes.description = input.description;
    const old = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof typeof changes]]));

    const [updated] = await tx
      .update(featureFlags)
      .set({ ...changes, updatedByUserId: actor!.id, updatedAt: sql`now()` })
      .where(eq(featureFlags.id, id))
      .returning();
    await tx.insert(auditEvents).values({
      actorUserId: actor!.id,
      action: FEATURE_FLAG_UPDATE_ACTION,
      targetType: "feature-flag",
      targetId: id,
      data: { key: current.key, old, new: changes },
      correlationId,
    });
    return toFeatureFlagDto(updated!);
  });
}
