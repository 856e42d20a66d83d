import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteComment } from "@/features/talent-pipelines/server/comments";

export const dynamic = "force-dynamic";

/** DELETE /api/employer/company/{companyId}/talent-comments/{commentId}: its author deletes a comment. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  await deleteComment(getDb(), user!, params.companyId!, params.commentId!);
  return new Response(null, { status: 204 });
});
