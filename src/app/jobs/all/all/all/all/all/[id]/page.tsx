import type { Metadata } from "next";
import { jobDetailContent, jobDetailMetadata } from "@/features/jobs/components/detail/job-detail-page";

/*
 * Job detail, uncached (decisions 007 and 011). The proxy (src/proxy.ts) rewrites an open job to
 * its cached versioned page (./v/[version]) and a closed or expired one to the 410 page, so this
 * route renders only what the proxy let through: an unknown id (404), a malformed one, or any job
 * when the proxy's database check failed.
 */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobDetailMetadata((await params).id, { cached: false });
}

export default async function Page({ params }: Props) {
  return jobDetailContent((await params).id, { cached: false });
}
