import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** Previous / next links for a server-paginated list; hrefOf builds each page's URL. */
export function Pagination({ page, pageCount, hrefOf, label }: { page: number; pageCount: number; hrefOf: (page: number) => string; label: string }) {
  if (pageCount <= 1 && page <= 1) return null;
  const prev = page > 1 ? Math.min(page - 1, pageCount) : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      {prev ? (
        <Link href={hrefOf(prev)} rel="prev" className={buttonClasses("outline", "sm")}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {next ? (
        <Link href={hrefOf(next)} rel="next" className={buttonClasses("outline", "sm")}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
