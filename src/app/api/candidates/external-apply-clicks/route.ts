import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { externalApplyClickSchema } from "@/features/application-status/schemas";
import { isSameOriginBeacon, readBeaconJson } from "@/features/application-status/server/beacon-body";
import { recordExternalApplyClick } from "@/features/application-status/server/external-apply";

export const dynamic = "force-dynamic";

/**
 * POST /api/candidates/external-apply-clicks {jobId} (decision 035): the signed-in person clicked
 * "Apply on company site". JSON with the CSRF header, or a same-origin navigator.sendBeacon
 * (text/plain, no headers possible). 204.
 */
export const POST = apiRoute({ permission: "authenticated", csrfExempt: isSameOriginBeacon, maxBodyBytes: 1024 }, async ({ user, request }) => {
  const { jobId } = await readBeaconJson(request, externalApplyClickSchema);
  await recordExternalApplyClick(getDb(), { userId: user!.id, jobId });
  return new Response(null, { status: 204 });
});
