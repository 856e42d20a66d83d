import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* The page's forms are TanStack mutations, which the root layout does not mount (issue 11). The page checks its own permission. */
export default function EditProfileLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
