import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { userRoles, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { isRole, type Role } from "@/lib/auth/roles";
import type { CurrentUser } from "@/lib/auth/session";
import { PEOPLE_MESSAGES } from "../messages";
import type { SetRoleInput } from "../schemas";
import type { SetRoleResultDto } from "../types";
import { requireAdmin } from "./authorize";

export const ROLE_GRANT_ACTION = "admin.user.role.grant";
export const ROLE_REVOKE_ACTION = "admin.user.role.revoke";

/*
 * Grants or removes one role (the reverse of each is the other). Administrator is guarded: nobody
 * removes their own (another administrator must), and the last administrator keeps it. The
 * Administrator rows are locked for the check, so two administrators removing each other at the same
 * moment cannot leave nobody.
 */
export async function setUserRole(db: Db, actorUser: CurrentUser | null, targetUserId: string, input: SetRoleInput, correlationId: string): Promise<SetRoleResultDto> {
  const actor = requireAdmin(actorUser);
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetUserId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", PEOPLE_MESSAGES.userNotFound);
    const before = (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, targetUserId)).orderBy(asc(userRoles.role)))
      .map((r) => r.role)
      .filter(isRole);
    const has = before.includes(input.role);

    if (input.granted) {
      if (has) throw new AppError("CONFLICT", PEOPLE_MESSAGES.roleAlreadyGranted);
      await tx.insert(userRoles).values({ userId: targetUserId, role: input.role });
    } else {
      if (!has) throw new AppError("CONFLICT", PEOPLE_MESSAGES.roleNotGranted);
      if (input.role === "Administrator") {
        if (targetUserId === actor.id) throw new AppError("BAD_REQUEST", PEOPLE_MESSAGES.cannotRemoveOwnAdmin);
        const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "Administrator")).for("update");
        if (admins.length <= 1) throw new AppError("CONFLICT", PEOPLE_MESSAGES.lastAdministrator);
      }
      await tx.delete(userRoles).where(and(eq(userRoles.userId, targetUserId), eq(userRoles.role, input.role)));
    }
    await tx.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, targetUserId));
    const after: Role[] = (input.granted ? [...before, input.role] : before.filter((r) => r !== input.role)).sort();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: input.granted ? ROLE_GRANT_ACTION : ROLE_REVOKE_ACTION,
      targetType: "user",
      targetId: targetUserId,
      data: { role: input.role, before: { roles: before }, after: { roles: after } },
      correlationId,
    });
    return { userId: targetUserId, role: input.role, granted: input.granted, roles: after };
  });
}
