import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { adminRequisitionCsvQuerySchema } from "@/features/hiring-trackers/schemas";
import { adminRequisitionTrackerCsv } from "@/features/hiring-trackers/server/export-csv";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/trackers/requisition-tracker?table=companies|...&company=...: the admin requisition
 * tracker's tables as CSV (administrators with two-factor; flag requisition-tracker; decision 046).
 */
export const GET = apiRoute({ permission: "admin", feature: "requisition-tracker", query: adminRequisitionCsvQuerySchema }, async ({ user, query }) =>
  adminRequisitionTrackerCsv(getDb(), user!, query, new Date()),
);
