import { getDb } from "@/db/client";
import { recordOpen } from "@/features/job-alerts/server/token-actions";

export const dynamic = "force-dynamic";

/**
 * GET /api/job-alerts/click/{delivery}?to=/jobs/...: a job alert mail's link (decision 037): counts as
 * an open (images are often blocked), then 303 to the path. Only a path on Upstep ("/x", not "//x" or
 * "/\x"): never an open redirect; anything else goes to /jobs.
 */
export async function GET(request: Request, { params }: { params: Promise<{ delivery: string }> }) {
  await recordOpen(getDb(), (await params).delivery);
  const to = new URL(request.url).searchParams.get("to") ?? "";
  const safe = /^\/(?![/\\])[^\s]*$/.test(to) && to.length <= 2048 ? to : "/jobs";
  return new Response(null, { status: 303, headers: { location: safe, "cache-control": "no-store" } });
}
