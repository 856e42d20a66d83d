import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Briefcase, Calendar, Star, Users } from "@/components/ui/icons";
import { formatCount } from "../format";
import type { DashboardTotals as Totals } from "../types";

/*
 * The company's numbers at the top of the overview (decision 041): open postings, applications of
 * the last 7 days, and applications now in an interviewing or an offer stage.
 */
export function DashboardTotals({ totals }: { totals: Totals }) {
  const items: { key: string; label: string; value: number; hint: string; icon: ReactNode }[] = [
    { key: "open", label: "Open postings", value: totals.openPostings, hint: "Published and taking applications", icon: <Briefcase /> },
    { key: "week", label: "Applicants this week", value: totals.applicantsThisWeek, hint: "Applied in the last 7 days", icon: <Users /> },
    { key: "interview", label: "In interview", value: totals.inInterview, hint: "In an interview stage now", icon: <Calendar /> },
    { key: "offers", label: "Offers out", value: totals.offersOut, hint: "In an offer stage now", icon: <Star /> },
  ];
  return (
    <section aria-labelledby="dashboard-totals-heading">
      <h2 id="dashboard-totals-heading" className="sr-only">
        At a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.key} className="min-w-0">
            <Card padded={false} className="flex h-full flex-col gap-2 p-4 sm:p-5" data-testid={`dashboard-total-${item.key}`}>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-muted-foreground">{item.label}</span>
                <span aria-hidden="true" className="grid size-8 shrink-0 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-4">
                  {item.icon}
                </span>
              </div>
              <span className="text-3xl font-bold tabular-nums text-foreground">{formatCount(item.value)}</span>
              <span className="text-xs text-muted-foreground">{item.hint}</span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
