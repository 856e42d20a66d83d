import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { AppContextGate } from "@/features/app-context/components/app-context-gate";

/*
 * The signed-in account area renders once the app context has loaded (spec 4 "App context loader":
 * spinner while loading, the error page on failure). Each page still checks its own permission.
 * Its forms use TanStack Query, which the root layout does not mount (issue 11).
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AppContextGate>{children}</AppContextGate>
    </QueryProvider>
  );
}
