import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One titled section of Account and security; the id is the in-page link target. */
export function SecuritySection({ id, title, description, badge, children }: { id: string; title: string; description: ReactNode; badge?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId}>{title}</h2>
          {badge}
        </div>
        <div className="mt-2 max-w-prose text-sm text-slate-600">{description}</div>
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}

export function StatusBadge({ on, onLabel = "On", offLabel = "Off" }: { on: boolean; onLabel?: string; offLabel?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${on ? "bg-success-50 text-success-700 ring-1 ring-green-200" : "bg-slate-100 text-slate-700 ring-1 ring-slate-200"}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${on ? "bg-success-700" : "bg-slate-500"}`} />
      {on ? onLabel : offLabel}
    </span>
  );
}
