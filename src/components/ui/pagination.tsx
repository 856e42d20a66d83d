import type { ReactNode } from "react";
import Link from "next/link";
import { ChevronLeft, ChevronRight } from "./icons";
import { cn } from "@/lib/cn";
import { buttonVariants } from "./button";

/*
 * The one pager for server-paginated lists: links (they work without script and crawlers follow
 * them), Previous / Next with rel, "Page 3 of 12", and on wider screens numbered pages around the
 * current one (first and last always shown, gaps as an ellipsis). hrefOf builds a page's URL (page
 * 1 usually without a number). When the number of pages is unknown pass pageCount null and hasNext.
 * pageCount is the pages that may be linked by number; a list whose count is an estimate passes null
 * (or a cap) there and says the estimate in `summary` ("Page 3 of about 38,500").
 */
export type PaginationProps = {
  page: number;
  pageCount: number | null;
  hrefOf: (page: number) => string;
  /** Names the navigation landmark, e.g. "Search results pages". */
  label: string;
  /** Whether a next page exists (default: page < pageCount). */
  hasNext?: boolean;
  /** Replaces the "Page 3 of 12" line, e.g. for an estimated count. */
  summary?: ReactNode;
  className?: string;
};

/** The default page line: "Page 3 of 1,200", or "Page 3" when the number of pages is unknown. */
export function pageSummary(page: number, pageCount: number | null): string {
  const n = (v: number) => v.toLocaleString("en-US");
  return pageCount ? `Page ${n(page)} of ${n(pageCount)}` : `Page ${n(page)}`;
}

/** The page numbers to show: 1, the current page's neighbours and the last, with "gap" between runs. */
export function pageWindow(page: number, pageCount: number, neighbours = 1): (number | "gap")[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push("gap");
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount, hrefOf, label, hasNext, summary, className }: PaginationProps) {
  const next = hasNext ?? (pageCount !== null && page < pageCount);
  if (page <= 1 && !next) return null;
  const step = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-3", className)}>
      {page > 1 ? (
        <Link href={hrefOf(pageCount ? Math.min(page - 1, pageCount) : page - 1)} rel="prev" className={step}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="text-sm text-muted-foreground">{summary ?? pageSummary(page, pageCount)}</p>
      {pageCount && pageCount > 1 ? (
        <ol className="hidden items-center gap-1 sm:flex">
          {pageWindow(page, pageCount).map((p, i) =>
            p === "gap" ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  href={hrefOf(p)}
                  aria-current={p === page ? "page" : undefined}
                  aria-label={`Page ${p}`}
                  className={cn(buttonVariants({ variant: p === page ? "primary" : "ghost", size: "icon-sm" }), "min-w-control-sm w-auto px-2")}
                >
                  {p}
                </Link>
              </li>
            ),
          )}
        </ol>
      ) : null}
      {next ? (
        <Link href={hrefOf(page + 1)} rel="next" className={step}>
          Next <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
