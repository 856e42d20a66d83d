import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { jobPickerQuerySchema } from "@/features/admin-promotions/schemas";
import { findJobsToPromote } from "@/features/admin-promotions/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/admin/promoted-jobs/jobs?q=: open jobs to promote, by title, company or id. */
export const GET = apiRoute({ permission: "admin", query: jobPickerQuerySchema }, async ({ query }) => ({ jobs: await findJobsToPromote(getDb(), query.q) }));
