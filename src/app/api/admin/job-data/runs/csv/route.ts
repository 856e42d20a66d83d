import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { runsQuerySchema } from "@/features/admin-job-data/schemas";
import { exportImportRunsCsv } from "@/features/admin-job-data/server/export-runs-csv";

export const dynamic = "force-dynamic";

/** GET /api/admin/job-data/runs/csv?source=&status=&from=&to=&sort=&dir=: the import runs table as CSV. */
export const GET = apiRoute({ permission: "admin", query: runsQuerySchema }, async ({ user, query }) => exportImportRunsCsv(getDb(), user, query));
