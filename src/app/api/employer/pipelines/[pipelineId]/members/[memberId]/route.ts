import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { removeMembers } from "@/features/talent-pipelines/server/members";
import { memberDetail } from "@/features/talent-pipelines/server/member-detail";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/pipelines/{pipelineId}/members/{memberId}: one person with the company's comments and their history here (pipelines.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.read");
  return Response.json(await memberDetail(db, ref, params.memberId!), noStore);
});

/** DELETE /api/employer/pipelines/{pipelineId}/members/{memberId}: remove one person (pipelines.edit). */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  await removeMembers(db, ref, user!.id, [params.memberId!]);
  return new Response(null, { status: 204 });
});
