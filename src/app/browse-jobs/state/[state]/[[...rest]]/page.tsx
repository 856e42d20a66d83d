import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { requireFeaturePage } from "@/lib/flags/page";
import { resolveStateRoute } from "@/features/jobs/server/search/browse";
import { BrowseOutcomeView } from "@/features/jobs/components/search/browse-views";

/** A cached page, rendered on first request and again in the background after 5 minutes (decision 006 amendment 2). */
export const revalidate = 300;

export function generateStaticParams(): { state: string; rest?: string[] }[] {
  return [];
}

type Props = { params: Promise<{ state: string; rest?: string[] }> };

const resolve = cache((state: string, rest: string) => resolveStateRoute(getDb(), state, rest ? rest.split("/") : []));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { state, rest = [] } = await params;
  const outcome = await resolve(state, rest.join("/"));
  return outcome.kind === "index" || outcome.kind === "jobs" ? { title: outcome.heading } : {};
}

/** /browse-jobs/state/{state}, /browse-jobs/state/{state}/all[/{page}], /browse-jobs/state/{state}/{city}[/{page}]. */
export default async function BrowseStatePage({ params }: Props) {
  await requireFeaturePage("browse-jobs");
  const { state, rest = [] } = await params;
  const outcome = await resolve(state, rest.join("/"));
  if (outcome.kind === "redirect") permanentRedirect(outcome.to);
  if (outcome.kind === "not-found") notFound();
  return <BrowseOutcomeView outcome={outcome} />;
}
