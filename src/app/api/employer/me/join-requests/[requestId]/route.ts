import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { cancelJoinRequest } from "@/features/employer-accounts/server/join-requests";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** DELETE /api/employer/me/join-requests/{id}: withdraw your own waiting request to join a company. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  await cancelJoinRequest(getDb(), user!, idParam(params.requestId));
});
