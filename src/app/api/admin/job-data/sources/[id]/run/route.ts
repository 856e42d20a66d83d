import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { runFeedSourceNow } from "@/features/admin-job-data/server/run-feed-source";
import { idParam } from "@/features/admin-job-data/server/validation";

export const dynamic = "force-dynamic";

/** POST /api/admin/job-data/sources/{id}/run: queues an import of the source now. */
export const POST = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => runFeedSourceNow(getDb(), user, idParam(params.id, "feed source"), correlationId));
