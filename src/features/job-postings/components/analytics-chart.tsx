"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsDay } from "../types";

/*
 * Views, apply clicks and applications per day as lines (recharts, loaded on demand: the analytics
 * page's numbers are in its table, server-rendered; this is the picture of them).
 */
const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const short = (day: string) => SHORT.format(new Date(`${day}T00:00:00Z`));

export default function AnalyticsChart({ byDay }: { byDay: AnalyticsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is a picture of the table that follows it (which screen readers read). */}
      <LineChart data={byDay} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={short} minTickGap={24} tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} />
        <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} />
        <Tooltip labelFormatter={(d) => short(String(d))} />
        <Legend />
        <Line type="monotone" dataKey="views" name="Views" stroke="var(--color-brand-600)" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="applyClicks" name="Apply clicks" stroke="var(--color-warning-600)" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="applications" name="Applications" stroke="var(--color-success-600)" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
