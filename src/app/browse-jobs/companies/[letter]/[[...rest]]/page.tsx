import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { requireFeaturePage } from "@/lib/flags/page";
import { resolveCompaniesRoute } from "@/features/jobs/server/search/browse";
import { BrowseOutcomeView } from "@/features/jobs/components/search/browse-views";

/** A cached page, rendered on first request and again in the background after 5 minutes (decision 006 amendment 2). */
export const revalidate = 300;

export function generateStaticParams(): { letter: string; rest?: string[] }[] {
  return [];
}

type Props = { params: Promise<{ letter: string; rest?: string[] }> };

const resolve = cache((letter: string, rest: string) => resolveCompaniesRoute(getDb(), letter, rest ? rest.split("/") : []));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { letter, rest = [] } = await params;
  const outcome = await resolve(letter, rest.join("/"));
  return outcome.kind === "index" || outcome.kind === "jobs" ? { title: outcome.heading } : {};
}

/** /browse-jobs/companies/{letter}[/{company slug}[/{page}]] (decision 006). */
export default async function BrowseCompaniesPage({ params }: Props) {
  await requireFeaturePage("browse-jobs");
  const { letter, rest = [] } = await params;
  const outcome = await resolve(letter, rest.join("/"));
  if (outcome.kind === "redirect") permanentRedirect(outcome.to);
  if (outcome.kind === "not-found") notFound();
  return <BrowseOutcomeView outcome={outcome} />;
}
