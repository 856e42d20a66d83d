import { Pagination } from "@/components/ui/pagination";
import { hiringDashboardPath } from "@/lib/employer-routes";
import { jobDetailPath } from "@/lib/job-routes";
import { formatCount } from "../format";
import type { HiringDashboard } from "../types";
import { DashboardTotals } from "./dashboard-totals";
import { NoOpenPostings, NoPostingsYet } from "./dashboard-empty-states";
import { EmployerResourcesCard } from "./employer-resources-card";
import { PostingCard } from "./posting-card";

/*
 * The overview view of /hiring/dashboard (decision 041): company totals, the open and paused
 * postings with the most new applicants first (10 a page), each with its funnel and time in stage;
 * an empty state that leads somewhere when there is nothing to show; the resources card when its
 * flag is on.
 */
export function DashboardOverview({
  data,
  now,
  canPost,
  company,
  baseUrl,
  showResources,
}: {
  data: HiringDashboard;
  now: Date;
  canPost: boolean;
  /** ?company= to keep in links (a member of several companies, an administrator). */
  company?: string;
  baseUrl: string;
  showResources: boolean;
}) {
  const newLabel = data.newSinceKind === "week" ? "New this week" : data.newSince ? "New since last visit" : "New";
  return (
    <div className="flex flex-col gap-8">
      {data.postingCount > 0 ? <DashboardTotals totals={data.totals} /> : null}

      {data.postingCount === 0 ? (
        <NoPostingsYet canPost={canPost} />
      ) : data.activePostingCount === 0 ? (
        <NoOpenPostings canPost={canPost} postingCount={data.postingCount} />
      ) : (
        <section aria-labelledby="dashboard-postings-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="dashboard-postings-heading" className="text-xl font-semibold">
              Open postings
            </h2>
            <p className="text-sm text-muted-foreground">
              {formatCount(data.activePostingCount)} published or paused, those with new applicants first
            </p>
          </div>
          <ul className="flex flex-col gap-5" aria-label="Open postings">
            {data.postings.map((posting) => (
              <li key={posting.id}>
                <PostingCard posting={posting} now={now} newLabel={newLabel} publicUrl={`${baseUrl}${jobDetailPath(posting.id)}`} canEdit={canPost} />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <Pagination page={data.page} pageCount={data.pageCount} hrefOf={(p) => hiringDashboardPath("overview", { company, page: p })} label="Open postings pages" />
          ) : null}
        </section>
      )}

      {showResources ? <EmployerResourcesCard /> : null}
    </div>
  );
}
