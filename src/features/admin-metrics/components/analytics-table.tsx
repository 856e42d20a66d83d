import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader, type SortDirection } from "@/components/ui/table";
import { ANALYTICS_COLUMN_LABELS, ANALYTICS_GROUP_LABELS } from "../labels";
import type { AnalyticsGroup, AnalyticsSort } from "../schemas";
import type { AnalyticsRow, AnalyticsTotals } from "../types";

/*
 * The posting analytics table (decision 058): one row per posting, company, source or day, each
 * column sorted on the server by a link; the totals of every row (all pages) in the footer.
 */
const n = (v: number) => v.toLocaleString("en-US");

export function AnalyticsTable({
  group,
  rows,
  totals,
  sort,
  dir,
  sortHref,
}: {
  group: AnalyticsGroup;
  rows: AnalyticsRow[];
  totals: AnalyticsTotals;
  sort: AnalyticsSort;
  dir: SortDirection;
  sortHref: (sort: AnalyticsSort, dir: SortDirection) => string;
}) {
  const header = (key: AnalyticsSort, label: string, className?: string) => {
    const active = sort === key;
    const next: SortDirection = active ? (dir === "asc" ? "desc" : "asc") : key === "label" ? "asc" : "desc";
    return (
      <TableSortHeader key={key} direction={active ? dir : null} href={sortHref(key, next)} className={className}>
        {label}
      </TableSortHeader>
    );
  };
  return (
    <Table label={`Posting analytics by ${ANALYTICS_GROUP_LABELS[group].toLowerCase()}`}>
      <TableHeader>
        <TableRow>
          {header("label", ANALYTICS_GROUP_LABELS[group])}
          {group === "posting" ? (
            <>
              <TableHead>Company</TableHead>
              <TableHead>Source</TableHead>
            </>
          ) : null}
          {header("views", ANALYTICS_COLUMN_LABELS.views, "text-right")}
          {header("applyClicks", ANALYTICS_COLUMN_LABELS.applyClicks, "text-right")}
          {header("applications", ANALYTICS_COLUMN_LABELS.applications, "text-right")}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>{r.label}</TableCell>
            {group === "posting" ? (
              <>
                <TableCell>{r.company}</TableCell>
                <TableCell>{r.source}</TableCell>
              </>
            ) : null}
            <TableCell className="text-right tabular-nums">{n(r.views)}</TableCell>
            <TableCell className="text-right tabular-nums">{n(r.applyClicks)}</TableCell>
            <TableCell className="text-right tabular-nums">{n(r.applications)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t border-border bg-muted font-semibold">
        <TableRow>
          <TableCell colSpan={group === "posting" ? 3 : 1}>Total (all pages)</TableCell>
          <TableCell className="text-right tabular-nums">{n(totals.views)}</TableCell>
          <TableCell className="text-right tabular-nums">{n(totals.applyClicks)}</TableCell>
          <TableCell className="text-right tabular-nums">{n(totals.applications)}</TableCell>
        </TableRow>
      </tfoot>
    </Table>
  );
}
