import Link from "next/link";
import { cn } from "@/lib/cn";
import { PageContainer } from "@/components/ui/page-container";
import type { BrowseOutcome, CountedLink, Crumb } from "@/features/jobs/server/search/browse";
import { Pagination } from "@/components/ui/pagination";
import { formatJobCount, jobPagerProps } from "./format";
import { JobResultList } from "./job-result-item";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (!crumbs.length) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-muted-foreground">
        {crumbs.map((c, i) => (
          <li key={c.href} className="flex min-w-0 gap-1 wrap-anywhere">
            {i ? <span aria-hidden="true">/</span> : null}
            <Link href={c.href}>{c.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function CountedLinkList({ links, labelledBy, columns = true }: { links: CountedLink[]; labelledBy: string; columns?: boolean }) {
  return (
    <ul aria-labelledby={labelledBy} className={cn("grid grid-cols-1 gap-x-6 gap-y-1.5", columns && "sm:grid-cols-2 lg:grid-cols-3")}>
      {links.map((l) => (
        <li key={l.href} className="min-w-0 wrap-break-word">
          <Link href={l.href}>{l.label}</Link> <span className="text-sm text-muted-foreground">({l.count.toLocaleString("en-US")})</span>
        </li>
      ))}
    </ul>
  );
}

/** A browse page: an index of links (cities, specialties, companies) or a page of jobs. */
export function BrowseOutcomeView({ outcome }: { outcome: Extract<BrowseOutcome, { kind: "index" } | { kind: "jobs" }> }) {
  if (outcome.kind === "index") {
    return (
      <PageContainer>
        <div className="flex flex-col gap-6">
          <Breadcrumbs crumbs={outcome.crumbs} />
          <header>
            <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{outcome.heading}</h1>
            <p className="mt-2 text-muted-foreground">{outcome.intro}</p>
          </header>
          {outcome.allLink ? (
            <p className="text-lg">
              <Link href={outcome.allLink.href} className="font-semibold">
                {outcome.allLink.label}
              </Link>{" "}
              <span className="text-muted-foreground">({outcome.allLink.count.toLocaleString("en-US")})</span>
            </p>
          ) : null}
          <section aria-labelledby="browse-links-heading" className="flex flex-col gap-3">
            <h2 id="browse-links-heading" className="text-xl font-semibold">
              {outcome.links.length ? "Browse" : "Nothing to browse yet"}
            </h2>
            {outcome.links.length ? <CountedLinkList links={outcome.links} labelledBy="browse-links-heading" /> : <p>There are no open jobs here right now.</p>}
          </section>
        </div>
      </PageContainer>
    );
  }
  const { result } = outcome;
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <Breadcrumbs crumbs={outcome.crumbs} />
        <header>
          <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{outcome.heading}</h1>
        </header>
        <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-heading" className="text-xl font-semibold">
            {formatJobCount(result)}
          </h2>
          {result.hits.length ? <JobResultList jobs={result.hits} headingId="results-heading" /> : <p>There are no open jobs here right now.</p>}
          <Pagination {...jobPagerProps(result)} hrefOf={outcome.pathOf} label="Result pages" />
        </section>
      </div>
    </PageContainer>
  );
}
