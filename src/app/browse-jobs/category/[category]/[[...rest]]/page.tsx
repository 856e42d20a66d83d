import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { requireFeaturePage } from "@/lib/flags/page";
import { resolveCategoryRoute } from "@/features/jobs/server/search/browse";
import { BrowseOutcomeView } from "@/features/jobs/components/search/browse-views";

/** A cached page, rendered on first request and again in the background after 5 minutes (decision 006 amendment 2). */
export const revalidate = 300;

export function generateStaticParams(): { category: string; rest?: string[] }[] {
  return [];
}

type Props = { params: Promise<{ category: string; rest?: string[] }> };

const resolve = cache((category: string, rest: string) => resolveCategoryRoute(getDb(), category, rest ? rest.split("/") : []));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, rest = [] } = await params;
  const outcome = await resolve(category, rest.join("/"));
  return outcome.kind === "index" || outcome.kind === "jobs" ? { title: outcome.heading } : {};
}

/** /browse-jobs/category/{category}, .../{category}/all[/{page}], .../{category}/{subcategory}[/{page}]. */
export default async function BrowseCategoryPage({ params }: Props) {
  await requireFeaturePage("browse-jobs");
  const { category, rest = [] } = await params;
  const outcome = await resolve(category, rest.join("/"));
  if (outcome.kind === "redirect") permanentRedirect(outcome.to);
  if (outcome.kind === "not-found") notFound();
  return <BrowseOutcomeView outcome={outcome} />;
}
