import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* The dashboard's forms are TanStack mutations, which the root layout does not mount (issue 11). Each page checks its own permission. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
