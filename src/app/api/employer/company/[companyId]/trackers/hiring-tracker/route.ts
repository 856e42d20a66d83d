import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { hiringCsvQuerySchema } from "@/features/hiring-trackers/schemas";
import { hiringTrackerCsv } from "@/features/hiring-trackers/server/export-csv";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/company/{companyId}/trackers/hiring-tracker?table=...&range=...: one table of the
 * company's hiring tracker as CSV (flag hiring-tracker; trackers.read; decision 046).
 */
export const GET = apiRoute({ permission: "employer", feature: "hiring-tracker", query: hiringCsvQuerySchema }, async ({ user, params, query }) =>
  hiringTrackerCsv(getDb(), user!, params.companyId ?? "", query, new Date()),
);
