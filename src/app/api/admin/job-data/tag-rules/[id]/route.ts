import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteTagRule, updateTagRule } from "@/features/admin-job-data/server/save-tag-rule";
import { idParam } from "@/features/admin-job-data/server/validation";

export const dynamic = "force-dynamic";

/** PUT /api/admin/job-data/tag-rules/{id} { field, match, value, tag, enabled }: saves a tag rule. */
export const PUT = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  updateTagRule(getDb(), user, idParam(params.id, "tag rule"), body, correlationId),
);

/** DELETE /api/admin/job-data/tag-rules/{id}: deletes a tag rule (its tags leave jobs when the rules are re-applied). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => {
  await deleteTagRule(getDb(), user, idParam(params.id, "tag rule"), correlationId);
  return new Response(null, { status: 204 });
});
