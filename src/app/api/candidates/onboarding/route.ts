import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getOnboardingView } from "@/features/onboarding/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/onboarding: the signed-in candidate's step to resume at and their answers so far (decision 030). */
export const GET = apiRoute({ permission: "candidate" }, async ({ user }) => {
  return Response.json(await getOnboardingView(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});
