import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { CERTIFICATION_FILE_MAX_BYTES, CERTIFICATION_FILE_MESSAGES } from "@/features/candidate-profile/certification-schemas";
import { readCertificationRequest } from "@/features/candidate-profile/server/certification-file";
import { addCertification } from "@/features/candidate-profile/server/certifications";
import { listCertifications } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

/** Room for the multipart envelope and the fields around a 15MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** GET /api/candidates/profile/certifications: the signed-in person's certifications, in their order. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listCertifications(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * POST /api/candidates/profile/certifications: adds one at the end; 201 with it. JSON, or
 * multipart/form-data with the fields as JSON in `data` and the certificate in `file` (optional).
 */
export const POST = apiRoute(
  { permission: "authenticated", maxBodyBytes: CERTIFICATION_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, bodyTooLargeMessage: CERTIFICATION_FILE_MESSAGES.tooLarge },
  async ({ user, request }) => {
    const { input, file } = await readCertificationRequest(request);
    return Response.json(await addCertification(getDb(), { userId: user!.id, input, file }), { status: 201 });
  },
);
