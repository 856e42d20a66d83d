import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { CERTIFICATION_FILE_MAX_BYTES, CERTIFICATION_FILE_MESSAGES } from "@/features/candidate-profile/certification-schemas";
import { entryIdSchema } from "@/features/candidate-profile/schemas";
import { downloadCertificationFile, fileOfRequest, removeCertificationFile, replaceCertificationFile } from "@/features/candidate-profile/server/certification-file";

export const dynamic = "force-dynamic";

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function entryId(id: string | undefined): string {
  const parsed = entryIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Not found.");
  return parsed.data;
}

/** GET /api/candidates/profile/certifications/{id}/file: the certificate as an attachment, to its owner and administrators; 404 for anyone else. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user, params, correlationId }) => {
  return downloadCertificationFile(getDb(), { actor: user!, id: entryId(params.id), correlationId });
});

/** PUT (multipart/form-data, field `file`): the owner adds or replaces the certificate; the old file is deleted. */
export const PUT = apiRoute(
  { permission: "authenticated", maxBodyBytes: CERTIFICATION_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, bodyTooLargeMessage: CERTIFICATION_FILE_MESSAGES.tooLarge },
  async ({ user, params, request }) => {
    const id = entryId(params.id);
    return replaceCertificationFile(getDb(), { userId: user!.id, id, file: await fileOfRequest(request) });
  },
);

/** DELETE: the owner removes the certificate (deleted from storage); the certification stays. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  return removeCertificationFile(getDb(), { userId: user!.id, id: entryId(params.id) });
});
