import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { changeRoleSchema } from "@/features/employer-accounts/schemas";
import { changeMemberRole, removeMember } from "@/features/employer-accounts/server/members";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/company/{id}/members/{userId} { role }: owners change a member's role (never the last owner's). */
export const PATCH = apiRoute({ permission: "employer", body: changeRoleSchema }, async ({ user, body, params }) =>
  changeMemberRole(getDb(), user!, idParam(params.companyId), idParam(params.userId), body.role),
);

/** DELETE /api/employer/company/{id}/members/{userId}: owners remove a member; a member removes themselves (leaves). */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => removeMember(getDb(), user!, idParam(params.companyId), idParam(params.userId)));
