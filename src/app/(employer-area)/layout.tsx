import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { EmployerAreaNav } from "@/features/employer-accounts/components/employer-area-nav";
import { isFeatureEnabled } from "@/lib/flags/server";

/*
 * The signed-in employer area (/hiring/* but /hiring and /hiring/about, and /talent/*; issue 16):
 * its navigation and TanStack Query for the forms. Each page checks its own permission and company
 * (lib/auth/employer-guard.ts); the layout reads nothing about the user, only the requisitions flag
 * (the Requisitions section shows only when it is on).
 */
export default async function EmployerAreaLayout({ children }: { children: ReactNode }) {
  const showRequisitions = await isFeatureEnabled("requisitions");
  return (
    <QueryProvider>
      <EmployerAreaNav showRequisitions={showRequisitions} />
      {children}
    </QueryProvider>
  );
}
