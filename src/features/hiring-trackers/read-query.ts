import { trackerQuerySchema, type TrackerQuery } from "./schemas";

/*
 * A tracker page's query from its URL (decision 046): what was typed (kept in the form), the query to
 * run (the defaults when something was not understood: last 90 days, no filter, the admin's company
 * kept when it was valid) and the problems to show.
 */
export type RawTrackerQuery = Record<"range" | "from" | "to" | "department" | "posting" | "company" | "interval", string>;
export type ReadTrackerQuery = { typed: RawTrackerQuery; query: TrackerQuery; issues: { field: string; message: string }[] };

const KEYS = ["range", "from", "to", "department", "posting", "company", "interval"] as const;

export function readTrackerQuery(params: Record<string, string | string[] | undefined>): ReadTrackerQuery {
  const typed = Object.fromEntries(
    KEYS.map((k) => {
      const v = params[k];
      return [k, (Array.isArray(v) ? v[0] : v) ?? ""];
    }),
  ) as RawTrackerQuery;
  const parsed = trackerQuerySchema.safeParse(typed);
  if (parsed.success) return { typed, query: parsed.data, issues: [] };
  const company = trackerQuerySchema.safeParse({ company: typed.company });
  return {
    typed,
    query: { from: undefined, to: undefined, department: undefined, posting: undefined, company: company.success ? company.data.company : undefined },
    issues: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ""), message: i.message })),
  };
}
