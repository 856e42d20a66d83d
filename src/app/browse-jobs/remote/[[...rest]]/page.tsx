import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { requireFeaturePage } from "@/lib/flags/page";
import { resolveRemoteRoute } from "@/features/jobs/server/search/browse";
import { BrowseOutcomeView } from "@/features/jobs/components/search/browse-views";

/** A cached page, rendered on first request and again in the background after 5 minutes (decision 006 amendment 2). */
export const revalidate = 300;

export function generateStaticParams(): { rest?: string[] }[] {
  return [];
}

type Props = { params: Promise<{ rest?: string[] }> };

const resolve = cache((rest: string) => resolveRemoteRoute(getDb(), rest ? rest.split("/") : []));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { rest = [] } = await params;
  const outcome = await resolve(rest.join("/"));
  return outcome.kind === "jobs" ? { title: outcome.heading } : {};
}

/** /browse-jobs/remote[/{page}]. */
export default async function BrowseRemotePage({ params }: Props) {
  await requireFeaturePage("browse-jobs");
  const { rest = [] } = await params;
  const outcome = await resolve(rest.join("/"));
  if (outcome.kind === "redirect") permanentRedirect(outcome.to);
  if (outcome.kind === "not-found") notFound();
  return <BrowseOutcomeView outcome={outcome} />;
}
