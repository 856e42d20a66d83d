import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { EmployerAreaNav } from "@/features/employer-accounts/components/employer-area-nav";

/*
 * The signed-in employer area (/hiring/* but /hiring and /hiring/about, and /talent/*; issue 16):
 * its navigation and TanStack Query for the forms. Each page checks its own permission and company
 * (lib/auth/employer-guard.ts); the layout reads nothing about the user.
 */
export default function EmployerAreaLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <EmployerAreaNav />
      {children}
    </QueryProvider>
  );
}
