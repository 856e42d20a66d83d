import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { requireFeaturePage } from "@/lib/flags/page";
import { JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { browseIndexCached } from "@/features/jobs/server/search/browse";
import { CountedLinkList } from "@/features/jobs/components/search/browse-views";
import { JobSearchForm } from "@/features/jobs/components/search/job-search-form";

export const metadata: Metadata = { title: "Browse Jobs", description: "Browse open jobs by state, category, company, or remote." };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /browse-jobs: the search form and an index of states, categories, remote jobs and companies A-Z. */
export default async function BrowseJobsPage({ searchParams }: Props) {
  await requireFeaturePage("browse-jobs");
  await connection();
  // A search typed here is answered by /jobs (one results URL).
  const raw = await searchParams;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) if (typeof v === "string") qs.set(k, v);
  if (qs.size) redirect(`${JOBS_SEARCH_PATH}?${qs.toString()}`);

  const index = await browseIndexCached(getDb());
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Browse Jobs</h1>
          <p className="mt-2 text-muted-foreground">Search open jobs, or browse them by state, category, company, or remote.</p>
        </header>
        <JobSearchForm />
        <section aria-labelledby="browse-remote" className="flex flex-col gap-2">
          <h2 id="browse-remote" className="text-xl font-semibold">
            Remote
          </h2>
          <p>
            <Link href={index.remote.href}>{index.remote.label}</Link> <span className="text-sm text-muted-foreground">({index.remote.count.toLocaleString("en-US")})</span>
          </p>
        </section>
        <section aria-labelledby="browse-categories" className="flex flex-col gap-3">
          <h2 id="browse-categories" className="text-xl font-semibold">
            By Category
          </h2>
          <CountedLinkList links={index.categories} labelledBy="browse-categories" />
        </section>
        <section aria-labelledby="browse-states" className="flex flex-col gap-3">
          <h2 id="browse-states" className="text-xl font-semibold">
            By State
          </h2>
          <CountedLinkList links={index.states} labelledBy="browse-states" />
        </section>
        <section aria-labelledby="browse-companies" className="flex flex-col gap-3">
          <h2 id="browse-companies" className="text-xl font-semibold">
            By Company
          </h2>
          <ul aria-labelledby="browse-companies" className="flex flex-wrap gap-2">
            {index.letters.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-input bg-card px-2 font-semibold" aria-label={`Companies starting with ${l.label}`}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageContainer>
  );
}
