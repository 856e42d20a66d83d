import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createFeedSource } from "@/features/admin-job-data/server/save-feed-source";

export const dynamic = "force-dynamic";

/** POST /api/admin/job-data/sources { sourceKey, name, url, format, cron, enabled }: a new feed source (decision 055). */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => createFeedSource(getDb(), user, body, correlationId));
