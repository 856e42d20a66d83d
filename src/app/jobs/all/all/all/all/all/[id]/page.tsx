import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { JobDetailView, jobLocationLines } from "@/features/jobs/components/detail/job-detail-view";
import { JobGoneView } from "@/features/jobs/components/detail/job-gone-view";
import { htmlToText } from "@/features/jobs/components/detail/job-format";
import { jobPostingLd, serializeJsonLd } from "@/features/jobs/components/detail/job-posting-ld";
import { getCachedJobDetail, getCachedSimilarJobs } from "@/features/jobs/server/job-cache";
import { isJobGone, isJobId } from "@/features/jobs/server/queries";
import { env } from "@/lib/env";
import { jobDetailPath } from "@/lib/job-routes";

/*
 * Job detail (decision 007). The job's data comes from Next's data cache (tag job:<id>, refreshed by
 * revalidateJob(id)); nothing here reads the request. The page itself cannot be kept as ISR while
 * the root layout reads the request (headers() for the app banner and the viewer), so it renders
 * per request from cached data. The proxy (src/proxy.ts) answers 410 for closed or expired jobs
 * before this page is reached.
 */

type Props = { params: Promise<{ id: string }> };

async function loadJob(id: string) {
  if (!isJobId(id)) notFound();
  if (id !== id.toLowerCase()) permanentRedirect(jobDetailPath(id));
  const job = await getCachedJobDetail(id);
  if (!job) notFound();
  return job;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob((await params).id);
  const where = jobLocationLines(job)[0];
  const title = `${job.title} at ${job.company.name}${where ? `, ${where}` : ""}`;
  const description = htmlToText(job.descriptionHtml, 160);
  const path = jobDetailPath(job.id);
  if (isJobGone(job)) return { title, robots: { index: false } };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, type: "website", url: path },
  };
}

export default async function JobDetailPage({ params }: Props) {
  const job = await loadJob((await params).id);
  const similar = await getCachedSimilarJobs(job);
  // Reached only if the proxy's check was skipped (its database call failed): still no JSON-LD.
  if (isJobGone(job)) return <JobGoneView job={job} similar={similar} />;
  const baseUrl = env().BASE_URL;
  const path = jobDetailPath(job.id);
  const url = new URL(path, baseUrl).toString();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingLd(job, { url, baseUrl })) }} />
      <JobDetailView job={job} similar={similar} url={url} path={path} />
    </>
  );
}


