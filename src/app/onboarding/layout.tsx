import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/* Onboarding's steps save through TanStack mutations, which the root layout does not mount (issue 11). Each page checks its own permission. */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
