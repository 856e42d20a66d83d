import type { Metadata } from "next";
import { jobDetailContent, jobDetailMetadata } from "@/features/jobs/components/detail/job-detail-page";

/*
 * Job detail, cached (decision 011). The proxy rewrites /jobs/all/all/all/all/all/{id} here for an
 * open job, with {version} taken from the job's and its company's updated_at: each version is
 * rendered on its first request and then served from Next's page cache (ISR). Nothing here or in
 * the root layout reads the request. A changed job gets a new version, so it is never served stale;
 * the hourly revalidation refreshes the similar jobs. Asked for directly, this path redirects to
 * the job's address (the proxy).
 */
export const revalidate = 3600;

/** Nothing is rendered at build time; each job version on its first request, then kept. */
export function generateStaticParams(): { id: string; version: string }[] {
  return [];
}

type Props = { params: Promise<{ id: string; version: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobDetailMetadata((await params).id, { cached: true });
}

export default async function Page({ params }: Props) {
  return jobDetailContent((await params).id, { cached: true });
}
