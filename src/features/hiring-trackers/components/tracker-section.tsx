import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import type { TrackerTable } from "../tables";
import type { ChartDatum, ChartLayout } from "./tracker-chart";
import { TrackerChartLoader } from "./tracker-chart-loader";
import { TrackerTableView } from "./tracker-table-view";

/*
 * A tracker's section: a heading, a line on how it is counted, the chart (a named picture; loaded on
 * demand) and under it the table with the same numbers and its CSV link.
 */
export type SectionChart = { data: ChartDatum[]; layout: ChartLayout; valueName: string; description: string };

export function TrackerSection({
  id,
  title,
  note,
  chart,
  tables,
  csvHref,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  chart?: SectionChart;
  tables: TrackerTable[];
  csvHref: (table: string) => string;
}) {
  const headingId = `${id}-heading`;
  const height = chart?.layout === "categories" ? Math.max(160, chart.data.length * 40 + 40) : 256;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3" data-tracker-section={id}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {note ? <p className="max-w-prose text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {chart && chart.data.length > 0 ? (
        <Card padded={false} className="p-4">
          <figure className="flex flex-col gap-2">
            <div role="img" aria-label={`${chart.description} The same numbers are in the table below.`} className="w-full min-w-0 overflow-hidden" style={{ height }}>
              <TrackerChartLoader data={chart.data} layout={chart.layout} valueName={chart.valueName} />
            </div>
            <figcaption className="text-sm text-muted-foreground">{chart.description} The same numbers are in the table below.</figcaption>
          </figure>
        </Card>
      ) : null}
      {tables.map((table) => (
        <TrackerTableView key={table.name} table={table} csvHref={csvHref(table.name)} />
      ))}
    </section>
  );
}
