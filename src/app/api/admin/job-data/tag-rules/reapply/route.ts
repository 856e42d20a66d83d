import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requestTagRulesReapply } from "@/features/admin-job-data/server/reapply-tag-rules";

export const dynamic = "force-dynamic";

/** POST /api/admin/job-data/tag-rules/reapply: queues a run of the tag rules over every open job. */
export const POST = apiRoute({ permission: "admin" }, async ({ user, correlationId }) => requestTagRulesReapply(getDb(), user, correlationId));
