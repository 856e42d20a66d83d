import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* The new job alert form is a TanStack mutation, which the root layout does not mount (issue 11). */
export default function NewJobAlertLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
