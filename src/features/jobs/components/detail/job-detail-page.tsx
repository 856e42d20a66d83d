import "server-only";
import type { Metadata } from "next";
import type { ReactElement } from "react";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { env } from "@/lib/env";
import { htmlToText } from "@/lib/html-to-text";
import { jobDetailPath } from "@/lib/job-routes";
import { getCachedSimilarJobs, getJobDetailForRender } from "../../server/job-cache";
import { isJobGone, isJobId } from "../../server/queries";
import { JobDetailView, jobLocationLines } from "./job-detail-view";
import { JobGoneView } from "./job-gone-view";
import { jobPostingLd, serializeJsonLd } from "./job-posting-ld";

/*
 * The job detail page's metadata and body, shared by the cached versioned route and the uncached
 * fallback route (decision 011). Both read the job once per render.
 */

/** cached: the versioned (page-cached) route, which must not render the request-time 404 page. */
export type JobPageMode = { cached: boolean };

async function loadJob(id: string, { cached }: JobPageMode) {
  if (!isJobId(id)) notFound();
  if (id !== id.toLowerCase()) permanentRedirect(jobDetailPath(id));
  const job = await getJobDetailForRender(id);
  // A job deleted between the proxy's check and this render: its address now answers 404 (uncached).
  if (!job) return cached ? redirect(jobDetailPath(id)) : notFound();
  return job;
}

export async function jobDetailMetadata(id: string, mode: JobPageMode): Promise<Metadata> {
  const job = await loadJob(id, mode);
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

/** The page body (called as a function so notFound / redirects surface in the route's own render). */
export async function jobDetailContent(id: string, mode: JobPageMode): Promise<ReactElement> {
  const job = await loadJob(id, mode);
  const similar = await getCachedSimilarJobs(job);
  // Reached only if the proxy's check was skipped (its database call failed): still no JSON-LD.
  if (isJobGone(job)) return <JobGoneView job={job} similar={similar} />;
  const baseUrl = env().BASE_URL;
  const path = jobDetailPath(job.id);
  const url = new URL(path, baseUrl).toString();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingLd(job, { url, baseUrl })) }} />
      <JobDetailView job={job} similar={similar} url={url} />
    </>
  );
}
