import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/**
 * A small titled list in the search page's side column (recently viewed jobs, recent searches),
 * rendered on the server around a client component that fills the list from browser storage; hidden
 * while the list has no item, so the browser-only content adds no card markup or JavaScript of its own.
 */
export function SideListCard({ headingId, title, listClassName, children }: { headingId: string; title: string; listClassName?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="min-w-0 [&:not(:has(li))]:hidden">
      <Card padded={false} className="p-4 wrap-break-word">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <ul className={cn("mt-2 flex flex-col gap-2 text-sm", listClassName)}>{children}</ul>
      </Card>
    </section>
  );
}
