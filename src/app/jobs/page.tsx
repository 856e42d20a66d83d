import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/db/client";
import { isPastLastPage, jobsPageSearchParams, parseJobSearchParams } from "@/features/jobs/search-schemas";
import { searchJobsCached } from "@/features/jobs/server/search/search-cache";
import { SearchPageView, searchHeading } from "@/features/jobs/components/search/search-page-view";
import { isFeatureEnabled } from "@/lib/flags/server";
import { jobAlertHrefForSearch } from "@/features/job-alerts/from-search";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const form = parseJobSearchParams(await searchParams);
  const filtered = Object.entries(form).some(([k, v]) => k !== "radius" && k !== "page" && v !== undefined && v !== false);
  // One canonical, indexable search page; filtered result pages are followed but not indexed.
  return { title: searchHeading(form, null), alternates: { canonical: "/jobs" }, robots: filtered || form.page > 1 ? { index: false, follow: true } : undefined };
}

export default async function JobsSearchPage({ searchParams }: Props) {
  await connection();
  const form = parseJobSearchParams(await searchParams);
  if (isPastLastPage(form)) notFound();
  const result = await searchJobsCached(getDb(), jobsPageSearchParams(form));
  if (isPastLastPage(form, result)) notFound();
  // "Get new jobs like these by email" (decision 037): a plain link to /job-alerts/new with this search.
  const alertHref = (await isFeatureEnabled("job-alerts")) ? jobAlertHrefForSearch(form) : null;
  return <SearchPageView form={form} result={result} alertHref={alertHref} />;
}
