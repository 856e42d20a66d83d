import type { Metadata } from "next";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { ADMIN_HIRING_TRACKER_PATH, ADMIN_REQUISITION_TRACKER_PATH } from "@/lib/employer-routes";
import { isFeatureEnabled } from "@/lib/flags/server";
import { AdminNav } from "@/features/admin/components/admin-nav";

export const metadata: Metadata = { title: { default: "Admin", template: "%s · Admin | Upstep" }, robots: { index: false } };

/*
 * The admin area's frame. Access is checked by each page (requirePagePermission("admin", ...)),
 * never here: a layout does not re-run on client navigation between its pages. Both columns may
 * shrink below their content (minmax(0, ...)), so a long user-supplied name never widens the page.
 * Its tables and forms use TanStack Query, which the root layout does not mount (issue 11).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // The trackers' links show while their flags are on (issue 17 part 4); flags, not people: no access check here.
  const [hiringTracker, requisitionTracker] = await Promise.all([isFeatureEnabled("hiring-tracker"), isFeatureEnabled("requisition-tracker")]);
  const hidden = [...(hiringTracker ? [] : [ADMIN_HIRING_TRACKER_PATH]), ...(requisitionTracker ? [] : [ADMIN_REQUISITION_TRACKER_PATH])];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
        <aside className="min-w-0">
          <div className="lg:sticky lg:top-6">
            <AdminNav hidden={hidden} />
          </div>
        </aside>
        <div className="min-w-0">
          <QueryProvider>{children}</QueryProvider>
        </div>
      </div>
    </div>
  );
}
