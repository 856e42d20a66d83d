"use client";

import type { ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DEFAULT_MY_PROFILE_TAB, MY_PROFILE_TABS, myProfilePath, myProfileTab, type MyProfileTab } from "./tabs";

/*
 * /my-profile's tabs (the design system's Tabs: arrow keys move between them, Home/End to the ends).
 * The URL's tab query is the state: choosing a tab replaces it (no server round trip: every panel
 * was rendered with the page), and a link or Back that changes it moves the tab. Candidate360's
 * panel shows the employer preview while the URL says preview=employer.
 */
export function MyProfileTabs({ panels, employerPreview }: { panels: Record<MyProfileTab, ReactNode>; employerPreview: ReactNode }) {
  const params = useSearchParams();
  const tab = myProfileTab(params.get("tab")) ?? DEFAULT_MY_PROFILE_TAB;
  const previewing = tab === "candidate360" && params.get("preview") === "employer";
  return (
    <Tabs value={tab} onValueChange={(next) => window.history.replaceState(null, "", myProfilePath(myProfileTab(next) ?? DEFAULT_MY_PROFILE_TAB))}>
      {/* Three equal columns on a phone (labels may wrap) so every tab is in view; a row from sm up. */}
      <TabsList aria-label="Your profile" className="grid grid-cols-3 sm:flex">
        {MY_PROFILE_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="whitespace-normal px-1 text-center sm:whitespace-nowrap sm:px-4">
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {MY_PROFILE_TABS.map((t) => (
        <TabsContent key={t.value} value={t.value} className="pt-6">
          {t.value === "candidate360" && previewing ? employerPreview : panels[t.value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
