import Link from "next/link";
import { cn } from "@/lib/cn";
import { hiringDashboardPath, type HiringDashboardView } from "@/lib/employer-routes";

/*
 * The dashboard's views (spec 2.7: /hiring/dashboard "plus job-postings ... views"): links, since each
 * view is its own server render; the current one is marked for assistive technology. Issue 17 adds
 * the talent pipelines and the company's trackers (each tracker behind its flag: `hidden`).
 */
const VIEWS: { view: HiringDashboardView; label: string }[] = [
  { view: "overview", label: "Overview" },
  { view: "job-postings", label: "Job postings" },
  { view: "talent-pipelines", label: "Talent pipelines" },
  { view: "hiring-tracker", label: "Hiring tracker" },
  { view: "requisition-tracker", label: "Requisition tracker" },
];

export function DashboardViewsNav({ current, company, hidden = [] }: { current: HiringDashboardView; company?: string; hidden?: readonly HiringDashboardView[] }) {
  return (
    <nav aria-label="Dashboard views" className="border-b border-border">
      <ul className="flex gap-1 overflow-x-auto">
        {VIEWS.filter(({ view }) => !hidden.includes(view)).map(({ view, label }) => {
          const active = view === current;
          return (
            <li key={view} className="shrink-0">
              <Link
                href={hiringDashboardPath(view, { company })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold no-underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                  active ? "border-primary text-primary-soft-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
