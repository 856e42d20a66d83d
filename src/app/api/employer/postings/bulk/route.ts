import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { bulkChangeSchema } from "@/features/job-postings/schemas";
import { bulkChangeStatus } from "@/features/job-postings/server/bulk-change";
import { privateJson } from "@/features/job-postings/server/responses";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/postings/bulk {action: pause|resume|close, ids} (decision 039): each posting
 * changed on its own, authorised in its own company; the answer has a result per posting (a posting
 * of another company reads "Not found." like a made-up id).
 */
export const POST = apiRoute({ permission: "employer", body: bulkChangeSchema }, async ({ user, body }) =>
  privateJson(await bulkChangeStatus(getDb(), user!, body.ids, body.action)),
);
