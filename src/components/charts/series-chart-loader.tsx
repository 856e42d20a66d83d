"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

// The chart library loads only where a chart is shown, after the page's HTML (the table holds the same numbers).
export const SeriesChartLoader = dynamic(() => import("./series-chart"), { ssr: false, loading: () => <Skeleton className="h-full w-full" /> });
