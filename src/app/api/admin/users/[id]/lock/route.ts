import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { lockUserSchema } from "@/features/admin-people/schemas";
import { lockUser, unlockUser } from "@/features/admin-people/server/lock-user";

export const dynamic = "force-dynamic";

/** POST /api/admin/users/[id]/lock { reason }: locks the account and ends its sessions. */
export const POST = apiRoute({ permission: "admin", body: lockUserSchema }, async ({ params, user, body, correlationId }) =>
  lockUser(getDb(), user, parseIdParam(params.id), body, correlationId),
);

/** DELETE /api/admin/users/[id]/lock: unlocks the account. */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => unlockUser(getDb(), user, parseIdParam(params.id), correlationId));
