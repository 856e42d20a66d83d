import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { approveJoinRequestSchema } from "@/features/employer-accounts/schemas";
import { approveJoinRequest } from "@/features/employer-accounts/server/join-requests";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/join-requests/{requestId}/approve { role }: owners let the person in with a role. */
export const POST = apiRoute({ permission: "employer", body: approveJoinRequestSchema }, async ({ user, body, params }) => {
  await approveJoinRequest(getDb(), user!, idParam(params.companyId), idParam(params.requestId), body.role);
  return { ok: true };
});
