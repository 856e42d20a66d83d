import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** Previous / next links (server-rendered); "Page 3 of 12" when the number of pages is known. */
export function JobPagination({ page, pageCount, hasNext, hrefOf, label }: { page: number; pageCount: number | null; hasNext: boolean; hrefOf: (page: number) => string; label: string }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className={buttonClasses("outline", "sm")}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{pageCount ? `Page ${page} of ${pageCount}` : `Page ${page}`}</p>
      {hasNext ? (
        <Link href={hrefOf(page + 1)} rel="next" className={buttonClasses("outline", "sm")}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
