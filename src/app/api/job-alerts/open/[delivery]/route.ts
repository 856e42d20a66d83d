import { getDb } from "@/db/client";
import { recordOpen } from "@/features/job-alerts/server/token-actions";

export const dynamic = "force-dynamic";

// A transparent 1x1 GIF.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** GET /api/job-alerts/open/{delivery}: a job alert mail's open pixel (decision 037); always the pixel, never cached. */
export async function GET(_request: Request, { params }: { params: Promise<{ delivery: string }> }) {
  await recordOpen(getDb(), (await params).delivery);
  return new Response(PIXEL, { headers: { "content-type": "image/gif", "cache-control": "no-store, private" } });
}
