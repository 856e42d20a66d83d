import Link from "next/link";
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "./icons";
import { cn } from "@/lib/cn";

/*
 * A data table. The wrapper scrolls sideways on its own (the page never does) and is a named,
 * focusable region so keyboard users can scroll it. Cells break long words instead of widening
 * the table. TableSortHeader is a column header that sorts (a link for server-sorted lists, a
 * button otherwise) and says its order with aria-sort. TableEmpty is the one-row empty state.
 */
export function Table({ className, label, children, ...rest }: HTMLAttributes<HTMLTableElement> & { label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="w-full min-w-0 overflow-x-auto rounded-card border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className={cn("w-full caption-bottom border-collapse text-left text-sm", className)} {...rest}>
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("bg-muted", className)} {...rest} />;
}

export function TableBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn("divide-y divide-border", className)} {...rest} />;
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("align-top", className)} {...rest} />;
}

export function TableHead({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn("whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground", className)} {...rest} />;
}

export function TableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("max-w-[32rem] px-4 py-3 text-foreground [overflow-wrap:anywhere]", className)} {...rest} />;
}

export type SortDirection = "asc" | "desc";

export function TableSortHeader({
  children,
  direction,
  href,
  onSort,
  className,
}: {
  children: ReactNode;
  /** This column's current order, or null when the list is sorted by another column. */
  direction: SortDirection | null;
  /** Server-sorted lists: the URL that sorts by this column (the next order). */
  href?: string;
  /** Client-sorted lists: called when the header is activated. */
  onSort?: () => void;
  className?: string;
}) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  const inner = (
    <>
      {children}
      <Icon aria-hidden="true" className={cn("size-3.5", !direction && "opacity-50")} />
    </>
  );
  const control = "inline-flex items-center gap-1 rounded-sm uppercase text-muted-foreground no-underline hover:text-foreground hover:no-underline focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <TableHead aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"} className={className}>
      {href ? (
        <Link href={href} className={control}>
          {inner}
        </Link>
      ) : (
        <button type="button" onClick={onSort} className={cn(control, "font-semibold tracking-wide")}>
          {inner}
        </button>
      )}
    </TableHead>
  );
}

export function TableEmpty({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}
