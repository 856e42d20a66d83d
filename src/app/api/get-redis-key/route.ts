import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { issueHubKeyFor } from "@/features/realtime/server/issue-hub-key";

export const dynamic = "force-dynamic";

/** Spec 7: GET /get-redis-key -> { key }, a 60 s single-use key for one hub connection of this session. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  const result = await issueHubKeyFor(getDb(), user!);
  return Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
});
