import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { setRoleSchema } from "@/features/admin-people/schemas";
import { setUserRole } from "@/features/admin-people/server/set-user-role";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/users/[id]/roles { role, granted }: grants or removes one role (audited). */
export const PATCH = apiRoute({ permission: "admin", body: setRoleSchema }, async ({ params, user, body, correlationId }) =>
  setUserRole(getDb(), user, parseIdParam(params.id), body, correlationId),
);
