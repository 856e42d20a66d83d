import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { selfIdentificationReportQuerySchema } from "@/features/self-identification/schemas";
import { selfIdentificationReport } from "@/features/self-identification/server/report";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/reports/self-identification?companyId&jobId&from&to: the aggregate self-identification
 * counts, small cells suppressed (decision 034). Administrators with two-factor only.
 */
export const GET = apiRoute({ permission: "admin", query: selfIdentificationReportQuerySchema }, async ({ query }) => {
  return selfIdentificationReport(getDb(), query);
});
