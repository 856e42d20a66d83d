import Link from "next/link";
import { ADMIN_COMPANY_TABS, adminCompanyPath, type AdminCompanyTab } from "@/lib/admin-routes";
import { cn } from "@/lib/cn";

export const COMPANY_TAB_LABELS: Record<AdminCompanyTab, string> = {
  details: "Details",
  members: "Members",
  postings: "Postings",
  requisitions: "Requisitions",
  activity: "Activity",
};

/**
 * The company page's tabs as links (each tab is a URL: ?activeTab=...), the current one marked with
 * aria-current="page". Styled as the Tabs primitive's triggers; scrolls sideways inside itself on
 * narrow screens rather than widening the page.
 */
export function CompanyTabNav({ companyId, active, counts }: { companyId: string; active: AdminCompanyTab; counts: Partial<Record<AdminCompanyTab, number>> }) {
  return (
    <nav aria-label="Company sections" className="min-w-0">
      <ul className="flex max-w-full gap-1 overflow-x-auto border-b border-border">
        {ADMIN_COMPANY_TABS.map((tab) => {
          const current = tab === active;
          const n = counts[tab];
          return (
            <li key={tab} className="shrink-0">
              <Link
                href={adminCompanyPath(companyId, tab)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold no-underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                  current ? "border-primary text-primary-soft-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {COMPANY_TAB_LABELS[tab]}
                {n !== undefined ? <span className="ml-1.5 font-normal tabular-nums">({n.toLocaleString("en-US")})</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
