import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** One titled section of Account and security; the id is the in-page link target. */
export function SecuritySection({ id, title, description, badge, children }: { id: string; title: string; description: ReactNode; badge?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} className="text-xl font-semibold text-foreground">
            {title}
          </h2>
          {badge}
        </div>
        <div className="mt-2 max-w-prose text-sm text-muted-foreground">{description}</div>
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}

export function StatusBadge({ on, onLabel = "On", offLabel = "Off" }: { on: boolean; onLabel?: string; offLabel?: string }) {
  return (
    <Badge tone={on ? "success" : "neutral"} className="gap-1.5 px-2.5 py-1">
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", on ? "bg-success" : "bg-muted-foreground")} />
      {on ? onLabel : offLabel}
    </Badge>
  );
}
