import Link from "next/link";
import { jobsSearchPath } from "@/lib/job-search-path";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Clock } from "@/components/ui/icons";
import { RecentJobItems } from "@/features/jobs/components/search/recent-jobs";
import { RecentSearchItems } from "@/features/jobs/components/search/recent-searches";

const LIST = "grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 [&_li]:min-w-0 [&_li]:break-words";

/*
 * The Recent tab: the jobs opened in this browser (spec 1 and 4: the "recent jobs" storage entry)
 * and the person's recent searches. Both fill in the browser; each block hides itself while it has
 * no item, and the empty state shows while neither has one (CSS :has, no script for that).
 */
export function RecentPanel() {
  return (
    <div className="group/recent flex flex-col gap-8">
      <section aria-labelledby="recent-jobs" className="flex flex-col gap-3 [&:not(:has(li))]:hidden">
        <h3 id="recent-jobs" className="text-lg font-semibold">
          Recently viewed jobs
        </h3>
        <ul className={LIST}>
          <RecentJobItems />
        </ul>
      </section>
      <section aria-labelledby="recent-searches" className="flex flex-col gap-3 [&:not(:has(li))]:hidden">
        <h3 id="recent-searches" className="text-lg font-semibold">
          Recent searches
        </h3>
        <ul className={LIST}>
          <RecentSearchItems current={null} />
        </ul>
      </section>
      <EmptyState
        icon={<Clock />}
        title="Nothing viewed yet"
        headingLevel={3}
        className="group-has-[li]/recent:hidden"
        action={
          <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
            Search jobs
          </Link>
        }
      >
        The jobs you open and the searches you run on this device are listed here, so you can go back to them.
      </EmptyState>
    </div>
  );
}
