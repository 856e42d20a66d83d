import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { downloadOwnApplicationResume } from "@/features/applications/server/download-own-resume";

export const dynamic = "force-dynamic";

/** GET /api/candidates/applications/{id}/resume: the copy of the resume sent with the application, to its owner (decision 033). */
export const GET = apiRoute({ permission: "candidate" }, async ({ user, params }) => {
  return downloadOwnApplicationResume(getDb(), { userId: user!.id, applicationId: params.id! });
});
