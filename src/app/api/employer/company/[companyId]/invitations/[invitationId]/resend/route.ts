import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { resendInvitation } from "@/features/employer-accounts/server/invitations";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/invitations/{invitationId}/resend: a new link and 14 more days (the old link stops working). */
export const POST = apiRoute({ permission: "employer" }, async ({ user, params }) => resendInvitation(getDb(), user!, idParam(params.companyId), idParam(params.invitationId)));
