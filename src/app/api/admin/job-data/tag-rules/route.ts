import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createTagRule } from "@/features/admin-job-data/server/save-tag-rule";

export const dynamic = "force-dynamic";

/** POST /api/admin/job-data/tag-rules { field, match, value, tag, enabled }: a new tag mapping rule. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => createTagRule(getDb(), user, body, correlationId));
