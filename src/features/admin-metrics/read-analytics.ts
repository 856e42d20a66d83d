import { analyticsQuerySchema, type AnalyticsQuery } from "./schemas";

/*
 * The posting analytics page's query from its URL (decision 058): what was typed (kept in the form),
 * the query to run (the defaults when something was not understood) and the problems to show.
 */
const KEYS = ["range", "from", "to", "group", "q", "sort", "dir", "page"] as const;
export type RawAnalytics = Record<(typeof KEYS)[number], string>;
export type ReadAnalytics = { typed: RawAnalytics; query: AnalyticsQuery; issues: { field: string; message: string }[] };

export function readAnalytics(params: Record<string, string | string[] | undefined>): ReadAnalytics {
  const typed = Object.fromEntries(
    KEYS.map((k) => {
      const v = params[k];
      return [k, (Array.isArray(v) ? v[0] : v) ?? ""];
    }),
  ) as RawAnalytics;
  const parsed = analyticsQuerySchema.safeParse(typed);
  if (parsed.success) return { typed, query: parsed.data, issues: [] };
  return { typed, query: analyticsQuerySchema.parse({}), issues: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ""), message: i.message })) };
}
