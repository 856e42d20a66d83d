import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requisitionCsvQuerySchema } from "@/features/hiring-trackers/schemas";
import { requisitionTrackerCsv } from "@/features/hiring-trackers/server/export-csv";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/company/{companyId}/trackers/requisition-tracker?table=...&range=...: one table of
 * the company's requisition tracker as CSV (flag requisition-tracker; trackers.read; decision 046).
 */
export const GET = apiRoute({ permission: "employer", feature: "requisition-tracker", query: requisitionCsvQuerySchema }, async ({ user, params, query }) =>
  requisitionTrackerCsv(getDb(), user!, params.companyId ?? "", query, new Date()),
);
