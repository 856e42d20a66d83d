import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { logger } from "@/lib/logger";
import { jobDetailPath } from "@/lib/job-routes";
import { jobAvailability } from "./availability";
import { countJobPageView } from "./job-stats";
import { isJobId, type JobAvailability } from "./queries";

/** The internal page a gone job is rewritten to (the browser keeps the detail URL). */
export function jobGonePath(id: string): string {
  return `${jobDetailPath(id)}/no-longer-available`;
}

/** The internal, cached page of one version of an open job (decision 011; the browser keeps the detail URL). */
export function jobVersionPath(id: string, version: string): string {
  return `${jobDetailPath(id)}/v/${version}`;
}

const VERSIONED = /^\/jobs\/all\/all\/all\/all\/all\/([^/]+)\/v\/[^/]+\/?$/;

/**
 * Job detail requests (decisions 007 and 011):
 * - an uppercase id redirects (308) to the lowercase path;
 * - one primary-key lookup (kept in memory while the database's change notifications reach this
 *   process, see availability-cache.ts) decides: a closed or expired job is rewritten to the "no longer
 *   available" page with status 410; an open job is rewritten to its versioned page
 *   (/v/{version}), which Next keeps in its page cache. The version changes whenever the job or its
 *   company changes, whoever changed it (an import in another process too), so a changed job gets a
 *   fresh page on its next request and the 410 is exact the moment a job closes;
 * - an unknown job goes on to the (uncached) detail page, which answers 404;
 * - a view of an open job is counted for its posting's analytics (job-stats.ts; the front counts the
 *   views it answers itself, so its own fetches through Next are not counted here);
 * - a versioned path asked for from outside redirects to the job's address, so nobody can fill the
 *   page cache with made-up versions.
 */
export async function jobDetailProxy(request: NextRequest): Promise<NextResponse> {
  const pathname = request.nextUrl.pathname;
  const versioned = VERSIONED.exec(pathname);
  if (versioned) {
    const id = decodeURIComponent(versioned[1]!);
    if (!isJobId(id)) return NextResponse.next();
    const url = request.nextUrl.clone();
    url.pathname = jobDetailPath(id);
    return NextResponse.redirect(url, 308);
  }

  const id = decodeURIComponent(pathname.split("/").pop() ?? "");
  if (!isJobId(id)) return NextResponse.next();
  if (id !== id.toLowerCase()) {
    const url = request.nextUrl.clone();
    url.pathname = jobDetailPath(id);
    return NextResponse.redirect(url, 308);
  }
  let availability: JobAvailability;
  try {
    availability = await jobAvailability(id);
  } catch (error) {
    // The uncached page makes the same check; a database hiccup here must not turn into a proxy error.
    logger.error({ err: error, jobId: id }, "job availability check failed");
    return NextResponse.next();
  }
  const url = request.nextUrl.clone();
  if (availability.state === "open") {
    // A view of an open job answered through Next (decision 039): not the front's own fill, a prefetch or a bot.
    countJobPageView(id, request);
    url.pathname = jobVersionPath(id, availability.version!);
    return NextResponse.rewrite(url);
  }
  if (availability.state === "unknown") return NextResponse.next();
  url.pathname = jobGonePath(id);
  return NextResponse.rewrite(url, { status: 410, headers: { "x-robots-tag": "noindex" } });
}
