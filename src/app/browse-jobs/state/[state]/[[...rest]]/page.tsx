import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { getDb } from "@/db/client";
import { requireFeaturePage } from "@/lib/flags/page";
import { resolveStateRoute } from "@/features/jobs/server/search/browse";
import { BrowseOutcomeView } from "@/features/jobs/components/search/browse-views";

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
  await connection();
  const { state, rest = [] } = await params;
  const outcome = await resolve(state, rest.join("/"));
  if (outcome.kind === "redirect") permanentRedirect(outcome.to);
  if (outcome.kind === "not-found") notFound();
  return <BrowseOutcomeView outcome={outcome} />;
}
