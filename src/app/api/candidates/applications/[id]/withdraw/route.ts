import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { withdrawApplication } from "@/features/applications/server/withdraw-application";

export const dynamic = "force-dynamic";

/** POST /api/candidates/applications/{id}/withdraw: takes back a sent application still in progress (decision 033). */
export const POST = apiRoute({ permission: "candidate" }, async ({ user, params }) => {
  return withdrawApplication(getDb(), { userId: user!.id, applicationId: params.id! });
});
