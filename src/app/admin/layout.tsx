import type { Metadata } from "next";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { enabledFeatureKeys } from "@/lib/flags/server";
import { hiddenAdminLinks } from "@/features/admin/nav-sections";
import { AdminNav } from "@/features/admin/components/admin-nav";

export const metadata: Metadata = { title: { default: "Admin", template: "%s · Admin | Upstep" }, robots: { index: false } };

/*
 * The admin area's frame. Access is checked by each page (requirePagePermission("admin", ...)),
 * never here: a layout does not re-run on client navigation between its pages. Both columns may
 * shrink below their content (minmax(0, ...)), so a long user-supplied name never widens the page.
 * Its tables and forms use TanStack Query, which the root layout does not mount (issue 11).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Sections behind a flag hide while it is off (their pages answer 404); flags, not people: no access check here.
  // One query for every flag that is on (not one per flagged section).
  const enabled = new Set(await enabledFeatureKeys());
  const hidden = hiddenAdminLinks((key) => enabled.has(key));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <aside className="min-w-0">
          <div className="lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
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
