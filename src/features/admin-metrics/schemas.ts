import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * The admin metrics' inputs (issue 19, decision 058): the date range of the dashboard and the posting
 * analytics (a preset of the last 7, 30 or 90 UTC days, today included, or custom whole UTC days,
 * both included, at most 366 days), the analytics table's grouping, search, sort and page, and the
 * OKR dashboard's objectives, key results and hand-recorded Google Analytics figures.
 */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE_PRESET: RangePreset = 30;
export const RANGE_CHOICES = ["7", "30", "90", "custom"] as const;
export const MAX_RANGE_DAYS = 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that names a real day (2026-02-30 does not), as midnight UTC. */
export function parseDay(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : d;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const blank = (v: string | undefined) => (v ? v : undefined);

const optionalDay = (field: string) =>
  text()
    .trim()
    .max(10, { error: `${field} must be a date like 2026-01-31.` })
    .refine((v) => v === "" || parseDay(v) !== null, { error: `${field} must be a date like 2026-01-31.` })
    .optional()
    .transform(blank);

const rangeShape = {
  range: z
    .enum([...RANGE_CHOICES, ""], { error: "Choose a period: the last 7, 30 or 90 days, or custom dates." })
    .optional()
    .transform((v) => (v ? v : undefined)),
  from: optionalDay("From"),
  to: optionalDay("To"),
};

type RangeFields = { range?: string; from?: string; to?: string };

function checkRange(q: RangeFields, ctx: z.RefinementCtx) {
  if (q.range !== "custom") return;
  if (!q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose the first day of the period." });
  if (!q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose the last day of the period." });
  const from = q.from ? parseDay(q.from) : null;
  const to = q.to ? parseDay(q.to) : null;
  if (!from || !to) return;
  const today = parseDay(isoDay(new Date()))!.getTime();
  if (from.getTime() > to.getTime()) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day must be on or after the first day." });
  else if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `A period can be at most ${MAX_RANGE_DAYS} days long.` });
  if (to.getTime() > today) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day cannot be after today." });
}

export const rangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

/* Posting analytics */
export const ANALYTICS_GROUPS = ["posting", "company", "source", "day"] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];
export const ANALYTICS_SORTS = ["label", "views", "applyClicks", "applications"] as const;
export type AnalyticsSort = (typeof ANALYTICS_SORTS)[number];
export const ANALYTICS_QUERY_MAX = 100;
export const ANALYTICS_PAGE_SIZE = 25;

export const analyticsQuerySchema = z
  .object({
    ...rangeShape,
    group: z
      .enum([...ANALYTICS_GROUPS, ""], { error: "Group by posting, company, source or day." })
      .optional()
      .transform((v) => (v ? v : "posting")),
    q: text()
      .trim()
      .max(ANALYTICS_QUERY_MAX, { error: `Search must be at most ${ANALYTICS_QUERY_MAX} characters.` })
      .optional()
      .transform(blank),
    sort: z
      .enum([...ANALYTICS_SORTS, ""], { error: "Sort by one of the table's columns." })
      .optional()
      .transform((v) => (v ? v : undefined)),
    dir: z
      .enum(["asc", "desc", ""], { error: "Sort up or down." })
      .optional()
      .transform((v) => (v ? v : undefined)),
    page: z
      .union([text(), z.number()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return 1;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > 100_000) {
          ctx.addIssue({ code: "custom", message: "Page must be a whole number from 1." });
          return z.NEVER;
        }
        return n;
      }),
  })
  .superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/* OKRs */
export const OKR_LIMITS = { title: 150, ownerName: 100, metricKey: 60, maxValue: 1_000_000_000 } as const;

const requiredDay = (field: string) =>
  text({ error: `Choose the ${field}.` })
    .trim()
    .min(1, { error: `Choose the ${field}.` })
    .max(10, { error: `The ${field} must be a date like 2026-01-31.` })
    .refine((v) => parseDay(v) !== null, { error: `The ${field} must be a date like 2026-01-31.` });

export const objectiveInputSchema = z
  .object({
    title: text({ error: "Enter the objective." })
      .trim()
      .min(1, { error: "Enter the objective." })
      .max(OKR_LIMITS.title, { error: `The objective must be at most ${OKR_LIMITS.title} characters.` }),
    ownerName: text()
      .trim()
      .max(OKR_LIMITS.ownerName, { error: `The owner must be at most ${OKR_LIMITS.ownerName} characters.` })
      .default(""),
    periodStart: requiredDay("first day"),
    periodEnd: requiredDay("last day"),
  })
  .superRefine((o, ctx) => {
    const a = parseDay(o.periodStart);
    const b = parseDay(o.periodEnd);
    if (!a || !b) return;
    if (b.getTime() < a.getTime()) ctx.addIssue({ code: "custom", path: ["periodEnd"], message: "The last day must be on or after the first day." });
    else if ((b.getTime() - a.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["periodEnd"], message: `An objective's period can be at most ${MAX_RANGE_DAYS} days long.` });
  });
export type ObjectiveInput = z.input<typeof objectiveInputSchema>;
export type ObjectiveValues = z.output<typeof objectiveInputSchema>;

const numberField = (field: string) =>
  z
    .union([text(), z.number()], { error: `Enter the ${field} as a number.` })
    .transform((v, ctx) => {
      const s = typeof v === "number" ? String(v) : v.trim().replace(/,/g, "");
      const n = s === "" ? NaN : Number(s);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: `Enter the ${field} as a number.` });
        return z.NEVER;
      }
      if (n < 0 || n > OKR_LIMITS.maxValue) {
        ctx.addIssue({ code: "custom", message: `The ${field} must be between 0 and ${OKR_LIMITS.maxValue.toLocaleString("en-US")}.` });
        return z.NEVER;
      }
      return n;
    });

export const keyResultInputSchema = z
  .object({
    title: text({ error: "Enter the key result." })
      .trim()
      .min(1, { error: "Enter the key result." })
      .max(OKR_LIMITS.title, { error: `The key result must be at most ${OKR_LIMITS.title} characters.` }),
    metricKey: text({ error: "Choose a metric." })
      .trim()
      .min(1, { error: "Choose a metric." })
      .max(OKR_LIMITS.metricKey, { error: "Choose a metric from the list." }),
    baseline: numberField("baseline"),
    target: numberField("target"),
    direction: z.enum(["up", "down"], { error: "Choose whether the figure should go up or down." }),
  })
  .superRefine((k, ctx) => {
    if (k.direction === "up" && k.target <= k.baseline) ctx.addIssue({ code: "custom", path: ["target"], message: "To go up, the target must be above the baseline." });
    if (k.direction === "down" && k.target >= k.baseline) ctx.addIssue({ code: "custom", path: ["target"], message: "To go down, the target must be below the baseline." });
  });
export type KeyResultInput = z.input<typeof keyResultInputSchema>;
export type KeyResultValues = z.output<typeof keyResultInputSchema>;

export const manualFigureInputSchema = z.object({
  metricKey: text({ error: "Choose a metric." })
    .trim()
    .min(1, { error: "Choose a metric." })
    .max(OKR_LIMITS.metricKey, { error: "Choose a metric from the list." }),
  day: requiredDay("day"),
  value: numberField("value"),
});
export type ManualFigureInput = z.input<typeof manualFigureInputSchema>;
export type ManualFigureValues = z.output<typeof manualFigureInputSchema>;

export const manualFigureKeySchema = z.object({
  metricKey: text().trim().min(1, { error: "Choose a metric." }).max(OKR_LIMITS.metricKey, { error: "Choose a metric from the list." }),
  day: requiredDay("day"),
});
