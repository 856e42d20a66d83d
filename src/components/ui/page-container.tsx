import type { ReactNode } from "react";

/** Page width and padding used by every page. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 ${narrow ? "max-w-md" : "max-w-6xl"}`}>{children}</div>;
}
