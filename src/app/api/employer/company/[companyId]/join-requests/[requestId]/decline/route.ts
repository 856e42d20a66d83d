import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { declineJoinRequest } from "@/features/employer-accounts/server/join-requests";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/join-requests/{requestId}/decline: owners say no; the person is told. */
export const POST = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  await declineJoinRequest(getDb(), user!, idParam(params.companyId), idParam(params.requestId));
  return { ok: true };
});
