"use client";

import type { ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DASHBOARD_JOBS_TABS, DEFAULT_DASHBOARD_JOBS_TAB, dashboardJobsPath, dashboardJobsTab, type DashboardJobsTab } from "../paths";

/*
 * /dashboard/jobs's tabs (decision 035; the design system's Tabs: arrow keys move between them).
 * The URL's tab query is the state: choosing a tab replaces it without a round trip (every panel
 * was rendered with the page), and a link or Back that changes it moves the tab.
 */
export function DashboardJobsTabs({ panels, counts }: { panels: Record<DashboardJobsTab, ReactNode>; counts: Partial<Record<DashboardJobsTab, number>> }) {
  const params = useSearchParams();
  const tab = dashboardJobsTab(params.get("tab")) ?? DEFAULT_DASHBOARD_JOBS_TAB;
  return (
    <Tabs value={tab} onValueChange={(next) => window.history.replaceState(null, "", dashboardJobsPath(dashboardJobsTab(next) ?? DEFAULT_DASHBOARD_JOBS_TAB))}>
      <TabsList aria-label="Your jobs" className="grid grid-cols-3 sm:flex">
        {DASHBOARD_JOBS_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="px-1 sm:px-4">
            {t.label}
            {counts[t.value] !== undefined ? ` (${counts[t.value]})` : ""}
          </TabsTrigger>
        ))}
      </TabsList>
      {DASHBOARD_JOBS_TABS.map((t) => (
        <TabsContent key={t.value} value={t.value} className="pt-6">
          <h2 className="sr-only">{t.label}</h2>
          {panels[t.value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
