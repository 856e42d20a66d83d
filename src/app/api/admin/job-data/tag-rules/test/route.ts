import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { testTagRule } from "@/features/admin-job-data/server/test-tag-rule";

export const dynamic = "force-dynamic";

/** POST /api/admin/job-data/tag-rules/test { field, match, value, tag, enabled }: how many open jobs the rule would tag (reads only). */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user }) => testTagRule(getDb(), user, body));
