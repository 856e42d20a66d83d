import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/client-address";
import { fileLeadSchema } from "@/features/file-downloads/schemas";
import { recordFileLead } from "@/features/file-downloads/server/record-file-lead";

export const dynamic = "force-dynamic";

/**
 * POST /api/content/files/{id}/leads: the gated download form of /file-download/{id} (email, optional
 * name, consent). Records or refreshes the lead (one per file and email) and answers 201
 * { downloadUrl, expiresAt }: a link to the file valid for 10 minutes. 400 without consent, 404 for a
 * file that is not published, 429 past the per-client rate (decision 048).
 */
export const POST = apiRoute({ permission: "public", body: fileLeadSchema, maxBodyBytes: 4 * 1024 }, async ({ request, user, body, params }) => {
  const { leadId: _leadId, ...result } = await recordFileLead(getDb(), { slug: params.id!, values: body, userId: user?.id ?? null, clientKey: clientAddress(request.headers) });
  return Response.json(result, { status: 201 });
});
