"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartSeries } from "./types";

/*
 * The admin area's one chart (recharts, loaded on demand by ChartFigure): series over an x axis
 * (days as "2026-11-26", or any labels) as lines or grouped bars. ChartFigure puts the same numbers
 * in a table beside it for screen readers, so the chart has no keyboard layer of its own.
 */
const COLORS = ["var(--color-brand-600)", "var(--color-success-600)", "var(--color-warning-600)", "var(--color-danger-600)", "var(--color-accent-500)", "var(--color-brand-900)"];
const tick = { fontSize: 12, fill: "var(--color-muted-foreground)" };
const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const isDay = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);
const label = (v: unknown) => (isDay(v) ? SHORT.format(new Date(`${String(v)}T00:00:00Z`)) : String(v));
const format = (v: number) => (Number.isInteger(v) ? v.toLocaleString("en-US") : v.toLocaleString("en-US", { maximumFractionDigits: 1 }));

export default function SeriesChart({ data, xKey, series, kind }: { data: Record<string, string | number | null>[]; xKey: string; series: ChartSeries[]; kind: "line" | "bar" }) {
  const common = (
    <>
      <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
      <XAxis dataKey={xKey} tickFormatter={label} minTickGap={16} tick={tick} />
      <YAxis allowDecimals={false} width={48} tick={tick} tickFormatter={format} />
      <Tooltip labelFormatter={label} formatter={(v) => format(Number(v))} />
      {series.length > 1 ? <Legend /> : null}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === "bar" ? (
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {common}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color ?? COLORS[i % COLORS.length]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      ) : (
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {common}
          {series.map((s, i) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color ?? COLORS[i % COLORS.length]} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
