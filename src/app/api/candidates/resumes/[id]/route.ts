import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { renameResumeSchema } from "@/features/resumes/schemas";
import { deleteResume } from "@/features/resumes/server/delete-resume";
import { renameResume } from "@/features/resumes/server/rename-resume";

export const dynamic = "force-dynamic";

/** PATCH /api/candidates/resumes/{id} { fileName }: the owner renames it; answers the resume. */
export const PATCH = apiRoute({ permission: "authenticated", body: renameResumeSchema }, async ({ user, body, params }) => {
  return renameResume(getDb(), { actor: user!, id: params.id!, input: body });
});

/** DELETE /api/candidates/resumes/{id}: the owner or an administrator; 204. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user, params, correlationId }) => {
  await deleteResume(getDb(), { actor: user!, id: params.id!, correlationId });
});
