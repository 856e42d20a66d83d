"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChartDatum, ChartLayout } from "./tracker-chart";

// The chart library loads only on the trackers, after their HTML (each chart's table holds the same numbers).
const TrackerChart = dynamic(() => import("./tracker-chart"), { ssr: false, loading: () => <Skeleton className="h-full w-full" /> });

export function TrackerChartLoader(props: { data: ChartDatum[]; layout: ChartLayout; valueName: string }) {
  return <TrackerChart {...props} />;
}
