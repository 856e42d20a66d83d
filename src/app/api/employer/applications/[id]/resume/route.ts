import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { downloadApplicationResume } from "@/features/application-status/server/download-application-resume";

export const dynamic = "force-dynamic";

/** GET /api/employer/applications/{id}/resume (decision 035): the resume sent with it, to the same readers as the application. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user, params, correlationId }) => {
  return downloadApplicationResume(getDb(), { reader: user!, applicationId: params.id!.toLowerCase(), correlationId });
});
