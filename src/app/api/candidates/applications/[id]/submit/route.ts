import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { submitApplication } from "@/features/applications/server/submit-application";

export const dynamic = "force-dynamic";

/** POST /api/candidates/applications/{id}/submit: sends the draft; again: the application as it is (decision 033). */
export const POST = apiRoute({ permission: "candidate" }, async ({ user, params }) => {
  return submitApplication(getDb(), { userId: user!.id, applicationId: params.id! });
});
