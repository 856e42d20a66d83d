import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { JobGoneView } from "@/features/jobs/components/detail/job-gone-view";
import { getCachedSimilarJobs } from "@/features/jobs/server/job-cache";
import { getJobDetail, isJobGone } from "@/features/jobs/server/queries";
import { jobDetailPath } from "@/lib/job-routes";

/*
 * The 410 page of a closed or expired job. The proxy rewrites the job's detail URL here with status
 * 410 (decision 007), so the browser keeps the detail URL. Opened directly for an open job, it
 * sends the visitor to the job.
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "This job is no longer available", robots: { index: false, follow: true } };

export default async function JobNoLongerAvailablePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const job = await getJobDetail(getDb(), id);
  if (!job) notFound();
  if (!isJobGone(job)) redirect(jobDetailPath(job.id));
  const similar = await getCachedSimilarJobs(job);
  return <JobGoneView job={job} similar={similar} />;
}
