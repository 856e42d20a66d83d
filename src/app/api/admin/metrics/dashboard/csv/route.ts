import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { rangeQuerySchema } from "@/features/admin-metrics/schemas";
import { dashboardCsv } from "@/features/admin-metrics/server/export-csv";

export const dynamic = "force-dynamic";

/** GET /api/admin/metrics/dashboard/csv?range=&from=&to=: the admin dashboard's per-day table (flag admin-dashboard). */
export const GET = apiRoute({ permission: "admin", feature: "admin-dashboard", query: rangeQuerySchema }, async ({ query }) => dashboardCsv(getDb(), query, new Date()));
