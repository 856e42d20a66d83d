import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { companyStatusSchema } from "@/features/admin-companies/schemas";
import { setCompanyStatus } from "@/features/admin-companies/server/set-company-status";

export const dynamic = "force-dynamic";

/** POST /api/admin/companies/[id]/status: { verified?, featured? }. */
export const POST = apiRoute({ permission: "admin", body: companyStatusSchema }, async ({ params, body, user, correlationId }) =>
  setCompanyStatus(getDb(), user!, parseIdParam(params.id), body, correlationId),
);
