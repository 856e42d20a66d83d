import { Download } from "@/components/ui/icons";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import type { TrackerTable } from "../tables";

/*
 * One tracker table (decision 046) exactly as its CSV has it: the same columns and cells (an empty
 * cell reads "none" to a screen reader), with its download link. The table is also the text of the
 * chart above it.
 */
export function TrackerTableView({ table, csvHref, id }: { table: TrackerTable; csvHref: string; id?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2" data-tracker-table={table.name} id={id}>
      {/* Wide tables keep readable columns and scroll inside their region on a phone (the page does not). */}
      <Table label={table.title} style={table.columns.length > 3 ? { minWidth: `${Math.min(table.columns.length * 7, 56)}rem` } : undefined}>
        <caption className="sr-only">{table.title}</caption>
        <TableHeader>
          <TableRow>
            {table.columns.map((c) => (
              <TableHead key={c.label} className={cn("whitespace-normal px-3", c.numeric && "text-right")}>
                {c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.length === 0 ? (
            <TableEmpty colSpan={table.columns.length}>{table.empty}</TableEmpty>
          ) : (
            table.rows.map((row, i) => (
              <TableRow key={i}>
                {row.map((cell, j) => (
                  <TableCell key={j} className={cn("px-3 py-2.5", table.columns[j]?.numeric && "text-right tabular-nums", j === 0 && "font-medium")}>
                    {cell === null ? (
                      // relative: the sr-only word is placed inside the scrolling table, not past the page's edge.
                      <span className="relative text-muted-foreground">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">none</span>
                      </span>
                    ) : (
                      String(cell)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {/* The name says which table (the visible words start it, so voice control finds them). */}
      <a href={csvHref} download aria-label={`Download CSV: ${table.title}`} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium" data-csv-link={table.name}>
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </a>
    </div>
  );
}
