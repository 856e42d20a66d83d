import { NextResponse, type NextRequest } from "next/server";
import { CORRELATION_HEADER } from "@/lib/api/protocol";
import { jobDetailProxy } from "@/features/jobs/server/job-detail-proxy";
import { TALENT_PROFILE_PATH, talentProfileProxy } from "@/features/talent-search/server/profile-proxy";
import { MALFORMED_URL_MESSAGES, malformedUrl } from "@/lib/malformed-url";
import { BAD_REQUEST_PAGE_PATH } from "@/lib/routes";

/*
 * Request-time decisions that a page cannot make:
 * - a URL no route can serve (a path that does not percent-decode, NUL in the path or query; issue
 *   12) answers 400: the 400 page, or the JSON error shape under /api. Next would answer it 500.
 * - job detail (decisions 007 and 011): a job that is closed or past its valid-through date answers
 *   410 Gone, which no App Router page can set, and an open job is served from the cached page of
 *   its current version.
 * - a talent profile (/talent/{id}, /hiring/{id}; decision 042) whose candidate left or went private
 *   answers 410 Gone to those who may search talent.
 */
const JOB_DETAIL = /^\/jobs\/all\/all\/all\/all\/all\/[^/]+(\/v\/[^/]+)?\/?$/;

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const malformed = malformedUrl(request.nextUrl);
  if (malformed) {
    if (request.nextUrl.pathname.startsWith("/api/")) {
      const correlationId = crypto.randomUUID();
      const body = { error: { code: "BAD_REQUEST", message: MALFORMED_URL_MESSAGES[malformed], correlationId } };
      return NextResponse.json(body, { status: 400, headers: { [CORRELATION_HEADER]: correlationId } });
    }
    const url = request.nextUrl.clone();
    url.pathname = BAD_REQUEST_PAGE_PATH;
    url.search = "";
    return NextResponse.rewrite(url, { status: 400, headers: { "x-robots-tag": "noindex" } });
  }
  if (JOB_DETAIL.test(request.nextUrl.pathname)) return jobDetailProxy(request);
  if (TALENT_PROFILE_PATH.test(request.nextUrl.pathname)) return talentProfileProxy(request);
  return NextResponse.next();
}

// Every request but Next's own static files: a malformed URL can reach any route.
export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
