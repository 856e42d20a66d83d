import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { inviteSchema } from "@/features/employer-accounts/schemas";
import { inviteMember } from "@/features/employer-accounts/server/invitations";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/invitations { email, role }: owners invite by email (14 days, once; rate-limited). */
export const POST = apiRoute({ permission: "employer", body: inviteSchema }, async ({ user, body, params }) => inviteMember(getDb(), user!, idParam(params.companyId), body));
