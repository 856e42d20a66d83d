import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { analyticsQuerySchema } from "@/features/admin-metrics/schemas";
import { postingAnalyticsCsv } from "@/features/admin-metrics/server/export-csv";

export const dynamic = "force-dynamic";

/** GET /api/admin/metrics/posting-analytics/csv?group=&q=&sort=&dir=&range=&from=&to=: every row of the grouping, not one page. */
export const GET = apiRoute({ permission: "admin", query: analyticsQuerySchema }, async ({ query }) => postingAnalyticsCsv(getDb(), query, new Date()));
