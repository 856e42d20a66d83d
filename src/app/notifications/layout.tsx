import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* The inbox's buttons are TanStack mutations (the spec's one failure toast per URL), which the root layout does not mount. */
export default function NotificationsLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
