import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { downloadResume } from "@/features/resumes/server/download-resume";

export const dynamic = "force-dynamic";

/** GET /api/candidates/resumes/{id}/download: the file as an attachment, to whom canDownloadResume allows. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user, params, correlationId }) => {
  return downloadResume(getDb(), { actor: user!, id: params.id!, correlationId });
});
