"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/*
 * A tracker's bar chart (recharts, loaded on demand by TrackerChartLoader): categories (stages,
 * statuses, departments) as horizontal bars with their names on the left, which stay readable on a
 * phone; periods (weeks, months) as columns. The figure around it names it and the table under it
 * holds the same numbers for screen readers, so the chart itself has no keyboard layer.
 */
export type ChartDatum = { label: string; value: number };
export type ChartLayout = "categories" | "periods";

const tick = { fontSize: 12, fill: "var(--color-muted-foreground)" };
const format = (v: number) => (Number.isInteger(v) ? v.toLocaleString("en-US") : v.toLocaleString("en-US", { maximumFractionDigits: 1 }));

export default function TrackerChart({ data, layout, valueName }: { data: ChartDatum[]; layout: ChartLayout; valueName: string }) {
  if (layout === "categories") {
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={valueName !== "Applications" && valueName !== "Hires" && valueName !== "Requisitions"} tick={tick} tickFormatter={format} />
          <YAxis type="category" dataKey="label" width={112} tick={tick} interval={0} />
          <Tooltip formatter={(v) => [format(Number(v)), valueName]} cursor={{ fill: "var(--color-muted)" }} />
          <Bar dataKey="value" name={valueName} fill="var(--color-brand-600)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={tick} minTickGap={16} tickFormatter={(l: string) => l.replace(/^Week of /, "")} />
        <YAxis allowDecimals={false} width={36} tick={tick} />
        <Tooltip formatter={(v) => [format(Number(v)), valueName]} cursor={{ fill: "var(--color-muted)" }} />
        <Bar dataKey="value" name={valueName} fill="var(--color-brand-600)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
