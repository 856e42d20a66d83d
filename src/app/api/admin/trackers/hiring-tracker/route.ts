import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { adminHiringCsvQuerySchema } from "@/features/hiring-trackers/schemas";
import { adminHiringTrackerCsv } from "@/features/hiring-trackers/server/export-csv";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/trackers/hiring-tracker?table=companies|...&company=...: the admin hiring tracker's
 * tables as CSV (administrators with two-factor; flag hiring-tracker; decision 046).
 */
export const GET = apiRoute({ permission: "admin", feature: "hiring-tracker", query: adminHiringCsvQuerySchema }, async ({ user, query }) =>
  adminHiringTrackerCsv(getDb(), user!, query, new Date()),
);
