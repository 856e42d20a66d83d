/*
 * The admin metrics' shapes (decision 058), plain data shared by the server reads and the pages.
 */
export type MetricSource = "first-party" | "google-analytics";

/** A metric of the catalogue as the pages see it (no SQL). */
export type MetricInfo = { key: string; label: string; description: string; source: MetricSource };

/** One day's figure per metric key. */
export type DayRow = { day: string } & Record<string, number | string>;

export type MetricTotal = MetricInfo & { total: number };

export type HomeStat = MetricInfo & { current: number; previous: number; href: string };

export type AnalyticsRow = { key: string; label: string; company: string | null; source: string | null; views: number; applyClicks: number; applications: number };
export type AnalyticsTotals = { views: number; applyClicks: number; applications: number };
export type AnalyticsResult = {
  rows: AnalyticsRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  totals: AnalyticsTotals;
  series: { day: string; views: number; applyClicks: number; applications: number }[];
};

export type OkrPoint = { day: string; label: string; actual: number | null; target: number };
export type OkrKeyResultView = {
  id: string;
  objectiveId: string;
  title: string;
  metricKey: string;
  metricLabel: string;
  source: MetricSource | null;
  baseline: number;
  target: number;
  direction: "up" | "down";
  /** The metric's total from the objective's first day to today (or its last day). */
  actual: number;
  /** 0 to 100. */
  progress: number;
  points: OkrPoint[];
  interval: "day" | "week";
};
export type OkrObjectiveView = {
  id: string;
  title: string;
  ownerName: string;
  periodStart: string;
  periodEnd: string;
  keyResults: OkrKeyResultView[];
  /** Key results hidden because the okr_non_google flag is off (first-party metrics), by title. */
  hiddenKeyResults: { id: string; title: string; metricLabel: string }[];
};
export type ManualFigure = { metricKey: string; metricLabel: string; day: string; value: number; updatedAt: string };
