import { NextResponse, type NextRequest } from "next/server";
import { jobDetailProxy } from "@/features/jobs/server/job-detail-proxy";

/*
 * Request-time decisions that a page cannot make (decisions 007 and 011): a job that is closed or
 * past its valid-through date answers 410 Gone, which no App Router page can set, and an open job is
 * served from the cached page of its current version. Only job detail paths pass through here;
 * everything else never enters the proxy.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  return jobDetailProxy(request);
}

export const config = { matcher: ["/jobs/all/all/all/all/all/:id", "/jobs/all/all/all/all/all/:id/v/:version"] };
