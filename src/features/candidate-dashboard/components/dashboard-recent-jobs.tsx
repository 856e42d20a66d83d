import { RecentJobItems } from "@/features/jobs/components/search/recent-jobs";

/*
 * Spec 3: recent jobs live in browser storage, so this list fills in the browser; the block hides
 * itself while it has no item (CSS :has, no script needed for that).
 */
export function DashboardRecentJobs() {
  return (
    <section aria-labelledby="dashboard-recent" className="flex flex-col gap-3 [&:not(:has(li))]:hidden">
      <h2 id="dashboard-recent" className="text-xl font-bold tracking-tight sm:text-2xl">
        Recently viewed jobs
      </h2>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_li]:min-w-0 [&_li]:break-words">
        <RecentJobItems />
      </ul>
    </section>
  );
}
