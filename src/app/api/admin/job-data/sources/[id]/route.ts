import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { updateFeedSource } from "@/features/admin-job-data/server/save-feed-source";
import { idParam } from "@/features/admin-job-data/server/validation";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/job-data/sources/{id} { name?, url?, format?, cron?, enabled? }: edits, enables or disables a feed source; its schedule follows. */
export const PATCH = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  updateFeedSource(getDb(), user, idParam(params.id, "feed source"), body, correlationId),
);
