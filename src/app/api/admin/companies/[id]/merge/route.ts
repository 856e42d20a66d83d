import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { mergeCompanySchema, mergePreviewQuerySchema } from "@/features/admin-companies/schemas";
import { mergeCompanies, previewMerge } from "@/features/admin-companies/server/merge-companies";

export const dynamic = "force-dynamic";

/** GET /api/admin/companies/[id]/merge?duplicateId=: what merging the duplicate into this company moves. */
export const GET = apiRoute({ permission: "admin", query: mergePreviewQuerySchema }, async ({ params, query }) =>
  previewMerge(getDb(), parseIdParam(params.id), query.duplicateId),
);

/** POST /api/admin/companies/[id]/merge: { duplicateId }: moves everything and deletes the duplicate (not reversible). */
export const POST = apiRoute({ permission: "admin", body: mergeCompanySchema }, async ({ params, body, user, correlationId }) =>
  mergeCompanies(getDb(), user!, parseIdParam(params.id), body.duplicateId, correlationId),
);
