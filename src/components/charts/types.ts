/** A chart's series and rows (ChartFigure and the recharts chart it loads share them). */
export type ChartSeries = { key: string; name: string; color?: string };
export type ChartRow = Record<string, string | number | null>;
