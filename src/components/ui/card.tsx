import type { ReactNode } from "react";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>{children}</div>;
}
