"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { AnalyticsDay } from "../types";

// The chart library loads only on this page, after its HTML (the table holds the same numbers).
const AnalyticsChart = dynamic(() => import("./analytics-chart"), { ssr: false, loading: () => <Skeleton className="h-full w-full" /> });

export function AnalyticsChartLoader({ byDay }: { byDay: AnalyticsDay[] }) {
  return <AnalyticsChart byDay={byDay} />;
}
