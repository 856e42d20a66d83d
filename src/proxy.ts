import { NextResponse, type NextRequest } from "next/server";
import { jobDetailProxy } from "@/features/jobs/server/job-detail-proxy";

/*
 * Request-time decisions that a page cannot make (decision 007): a job that is closed or past its
 * valid-through date answers 410 Gone, which no App Router page can set. Only job detail paths
 * pass through here; everything else never enters the proxy.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  return jobDetailProxy(request);
}

export const config = { matcher: ["/jobs/all/all/all/all/all/:id"] };
