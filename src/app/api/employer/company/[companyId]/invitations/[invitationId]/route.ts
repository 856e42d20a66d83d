import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { revokeInvitation } from "@/features/employer-accounts/server/invitations";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** DELETE /api/employer/company/{id}/invitations/{invitationId}: owners withdraw a waiting invitation. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  await revokeInvitation(getDb(), user!, idParam(params.companyId), idParam(params.invitationId));
});
