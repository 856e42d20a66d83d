import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronRight } from "@/components/ui/icons";

/** A titled block of a dashboard page: an h2, a line under it, an optional "more" link, the content. */
export function DashboardSection({
  id,
  title,
  description,
  more,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {more ? (
          <Link href={more.href} className="inline-flex items-center gap-1 font-semibold">
            {more.label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
