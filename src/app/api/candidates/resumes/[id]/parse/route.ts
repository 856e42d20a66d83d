import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getResumeParse } from "@/features/resume-parsing/server/get-resume-parse";
import { parseStoredResume } from "@/features/resume-parsing/server/parse-stored-resume";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** GET /api/candidates/resumes/{id}/parse: the owner's stored parse (ResumeParseView); 404 when none. */
export const GET = apiRoute({ permission: "authenticated", feature: "resume-upload-v4" }, async ({ user, params }) => {
  return Response.json(await getResumeParse(getDb(), { userId: user!.id, resumeId: params.id! }), { headers: NO_STORE });
});

/** POST /api/candidates/resumes/{id}/parse: the owner's resume is read and a proposal stored (decision 029). */
export const POST = apiRoute({ permission: "authenticated", feature: "resume-upload-v4" }, async ({ user, params }) => {
  return Response.json(await parseStoredResume(getDb(), { userId: user!.id, resumeId: params.id! }), { headers: NO_STORE });
});
