import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listApplicationsForUser } from "@/features/applications/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/applications: the signed-in candidate's applications and live drafts, latest activity first (decision 033). */
export const GET = apiRoute({ permission: "candidate" }, async ({ user }) => {
  return Response.json(await listApplicationsForUser(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});
