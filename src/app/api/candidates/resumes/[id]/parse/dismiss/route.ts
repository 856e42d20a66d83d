import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { dismissResumeProposal } from "@/features/resume-parsing/server/dismiss-resume-proposal";

export const dynamic = "force-dynamic";

/** POST /api/candidates/resumes/{id}/parse/dismiss ("Not now"): reviewed, nothing written. */
export const POST = apiRoute({ permission: "authenticated", feature: "resume-upload-v4" }, async ({ user, params }) => {
  return dismissResumeProposal(getDb(), { userId: user!.id, resumeId: params.id! });
});
