import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { logger } from "@/lib/logger";
import { jobDetailPath } from "@/lib/job-routes";
import { getJobAvailability, isJobId } from "./queries";

/** The internal page a gone job is rewritten to (the browser keeps the detail URL). */
export function jobGonePath(id: string): string {
  return `${jobDetailPath(id)}/no-longer-available`;
}

/**
 * Job detail requests: an uppercase id redirects (308) to the lowercase path; a closed or expired
 * job is rewritten to the "no longer available" page with status 410; an open or unknown job goes
 * on to the (cached) detail page, which renders it or answers 404. One primary-key lookup, so the
 * 410 is exact the moment a job closes or passes its valid-through date, whatever the page cache holds.
 */
export async function jobDetailProxy(request: NextRequest): Promise<NextResponse> {
  const id = decodeURIComponent(request.nextUrl.pathname.split("/").pop() ?? "");
  if (!isJobId(id)) return NextResponse.next();
  if (id !== id.toLowerCase()) {
    const url = request.nextUrl.clone();
    url.pathname = jobDetailPath(id);
    return NextResponse.redirect(url, 308);
  }
  let availability: Awaited<ReturnType<typeof getJobAvailability>>;
  try {
    availability = await getJobAvailability(getDb(), id);
  } catch (error) {
    // The page makes the same check; a database hiccup here must not turn into a proxy error.
    logger.error({ err: error, jobId: id }, "job availability check failed");
    return NextResponse.next();
  }
  if (availability !== "gone") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = jobGonePath(id);
  return NextResponse.rewrite(url, { status: 410, headers: { "x-robots-tag": "noindex" } });
}
