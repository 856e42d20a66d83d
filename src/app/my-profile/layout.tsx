import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* The profile's forms (the email settings tab) are TanStack mutations, which the root layout does not mount (issue 11). Each page checks its own permission. */
export default function MyProfileLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
