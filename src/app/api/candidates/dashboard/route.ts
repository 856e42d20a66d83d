import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { env } from "@/lib/env";
import { getCandidateDashboard } from "@/features/candidate-dashboard/server/queries";

export const dynamic = "force-dynamic";

/*
 * GET /api/candidates/dashboard (spec 3 "Candidate dashboard response", spec 7, decision 025): the
 * dashboard brand (name "upstep" is Upstep's own, otherwise the partner's key; brandName as shown),
 * the person's first name, the newest open jobs, the counts the dashboard shows, the profile's
 * completion (null while the profile-completion-widget flag is off) and the jobs recommended from the
 * person's own profile with the reason each matched. Signed-in only (401 otherwise). The client keeps it 5 minutes (TanStack Query staleTime); the HTTP answer is not
 * cached, so a refetch after that always sees the current counts.
 */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  const { dashboard } = await getCandidateDashboard(getDb(), user!, env().PARTNER_DASHBOARD_NAME);
  return Response.json(dashboard, { headers: { "Cache-Control": "private, no-store" } });
});
