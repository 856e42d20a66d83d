import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { workHistorySchema } from "@/features/candidate-profile/schemas";
import { addWorkHistory } from "@/features/candidate-profile/server/work-history";
import { listWorkHistory } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/profile/work-history: the signed-in person's jobs, in their order. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listWorkHistory(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/candidates/profile/work-history: adds one at the end; 201 with it. */
export const POST = apiRoute({ permission: "authenticated", body: workHistorySchema }, async ({ user, body }) => {
  return Response.json(await addWorkHistory(getDb(), { userId: user!.id, input: body }), { status: 201 });
});
