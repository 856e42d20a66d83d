import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* The apply form's uploads and the resume review are TanStack mutations, which the root layout does not mount (issue 11). Each page checks its own permission. */
export default function ApplyLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
