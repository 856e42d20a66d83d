import { apiRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/*
 * GET /api/candidates/dashboard (spec 3 "Candidate dashboard response"): the dashboard brand name,
 * Upstep's own ("upstep") or a partner variant. Everyone gets "upstep" until partner brands arrive
 * with the candidates issue.
 */
export const GET = apiRoute({ permission: "authenticated" }, async () => {
  return Response.json({ name: "upstep" }, { headers: { "Cache-Control": "private, no-store" } });
});
