import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SeriesChartLoader } from "./series-chart-loader";
import type { ChartRow, ChartSeries } from "./types";

export type { ChartRow, ChartSeries } from "./types";

/*
 * A chart with its numbers (issue 19: "charts have a table view for screen readers"): a figure whose
 * picture (recharts, loaded on demand) is one named image, its caption, and a table of the same rows
 * under a "Table view" disclosure (open by default when asked). Plain data in, so server pages use
 * it directly; the CSV links of a page download these same rows.
 */

const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const cell = (v: string | number | null | undefined) =>
  v === null || v === undefined ? "—" : typeof v === "number" ? v.toLocaleString("en-US") : /^\d{4}-\d{2}-\d{2}$/.test(v) ? SHORT.format(new Date(`${v}T00:00:00Z`)) : v;

export function ChartFigure({
  title,
  description,
  data,
  xKey,
  xLabel,
  series,
  kind = "line",
  height = 256,
  tableOpen = false,
}: {
  /** Names the chart (its image label and the table's). */
  title: string;
  /** One sentence on what is counted, shown as the caption. */
  description: string;
  data: ChartRow[];
  xKey: string;
  /** The table's first column header ("Day", "Source"). */
  xLabel: string;
  series: ChartSeries[];
  kind?: "line" | "bar";
  height?: number;
  tableOpen?: boolean;
}) {
  return (
    <Card padded={false} className="flex min-w-0 flex-col gap-3 p-4">
      <figure className="flex min-w-0 flex-col gap-2">
        {data.length ? (
          <div role="img" aria-label={`${title}. ${description} The same numbers are in the table view.`} className="w-full min-w-0 overflow-hidden" style={{ height }}>
            <SeriesChartLoader data={data} xKey={xKey} series={series} kind={kind} />
          </div>
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">No data in this period.</p>
        )}
        <figcaption className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{title}.</span> {description}
        </figcaption>
      </figure>
      {data.length ? (
        <details open={tableOpen} className="group min-w-0">
          <summary className="cursor-pointer text-sm font-medium text-primary">Table view</summary>
          <div className="mt-2">
            <Table label={`${title}: table view`}>
              <TableHeader>
                <TableRow>
                  <TableHead>{xLabel}</TableHead>
                  {series.map((s) => (
                    <TableHead key={s.key} className="text-right">
                      {s.name}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((row, i) => (
                  <TableRow key={`${String(row[xKey])}-${i}`}>
                    <TableCell>{cell(row[xKey])}</TableCell>
                    {series.map((s) => (
                      <TableCell key={s.key} className="text-right tabular-nums">
                        {cell(row[s.key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </details>
      ) : null}
    </Card>
  );
}
