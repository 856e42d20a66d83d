import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** Previous / next links for a server-paginated list; hrefOf builds each page's URL (page 1 without a number). */
export function Pagination({ page, pageCount, hrefOf, label }: { page: number; pageCount: number; hrefOf: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className={buttonClasses("outline", "sm")}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={hrefOf(page + 1)} rel="next" className={buttonClasses("outline", "sm")}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
