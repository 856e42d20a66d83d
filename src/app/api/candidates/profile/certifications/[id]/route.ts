import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { certificationSchema } from "@/features/candidate-profile/certification-schemas";
import { entryIdSchema } from "@/features/candidate-profile/schemas";
import { deleteCertification, editCertification } from "@/features/candidate-profile/server/certifications";

export const dynamic = "force-dynamic";

/** An id that is not a uuid is an entry that does not exist. */
function entryId(id: string | undefined): string {
  const parsed = entryIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Not found.");
  return parsed.data;
}

/** PATCH /api/candidates/profile/certifications/{id}: the owner edits its fields (the file has its own path); 404 for anyone else. */
export const PATCH = apiRoute({ permission: "authenticated", body: certificationSchema }, async ({ user, body, params }) => {
  return editCertification(getDb(), { userId: user!.id, id: entryId(params.id), input: body });
});

/** DELETE /api/candidates/profile/certifications/{id}: the owner deletes it and its file; 204; 404 for anyone else. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  await deleteCertification(getDb(), { userId: user!.id, id: entryId(params.id) });
});
