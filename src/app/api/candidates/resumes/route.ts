import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from "@/features/resumes/messages";
import { canListResumesOf } from "@/features/resumes/permissions";
import { listResumesQuerySchema } from "@/features/resumes/schemas";
import { listResumes } from "@/features/resumes/server/queries";
import { fileOfForm, uploadResume } from "@/features/resumes/server/upload-resume";

export const dynamic = "force-dynamic";

/** Room for the multipart envelope (boundaries, part headers, a long file name) around a 10MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * GET /api/candidates/resumes: the signed-in person's resumes, the default first. An administrator
 * may add ?userId= to list someone's; for anyone else another userId is 404 (nothing tells whether
 * that person exists).
 */
export const GET = apiRoute({ permission: "authenticated", query: listResumesQuerySchema }, async ({ user, query }) => {
  const ownerId = query.userId ?? user!.id;
  if (!canListResumesOf(user, ownerId)) throw new AppError("NOT_FOUND", "Not found.");
  const list = await listResumes(getDb(), { ownerId });
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * POST /api/candidates/resumes (multipart/form-data, field `file`): a candidate's new resume; 201 with
 * it. The body is cut off past 10MB and the envelope with the spec's message, before it is all read.
 */
export const POST = apiRoute(
  { permission: "candidate", maxBodyBytes: RESUME_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, bodyTooLargeMessage: RESUME_MESSAGES.tooLarge },
  async ({ user, request }) => {
    const type = request.headers.get("content-type") ?? "";
    if (!type.toLowerCase().startsWith("multipart/form-data")) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the resume as multipart/form-data with a file field.");
    }
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new AppError("BAD_REQUEST", RESUME_MESSAGES.noFile);
    }
    const resume = await uploadResume(getDb(), { userId: user!.id, file: await fileOfForm(form) });
    return Response.json(resume, { status: 201, headers: { "Cache-Control": "private, no-store" } });
  },
);
