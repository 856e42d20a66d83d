import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * The trackers' query (issue 17 part 4, decision 046), one shape for the pages' GET forms, the CSV
 * routes and the server reads: a date range (a preset of the last 30, 90, 180 or 365 days, default
 * 90, or a custom from-to of whole UTC days), optional filters (department, posting; a company on the
 * admin trackers), the bucket of the hires-over-time chart, and for the CSV routes the table.
 */
export const RANGE_PRESETS = [30, 90, 180, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE_PRESET: RangePreset = 90;
export const RANGE_CHOICES = ["30", "90", "180", "365", "custom"] as const;
export const INTERVALS = ["week", "month"] as const;
export type TrackerInterval = (typeof INTERVALS)[number];
/** A custom range spans at most this many days (three years and a leap day). */
export const MAX_CUSTOM_DAYS = 1096;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A YYYY-MM-DD that names a real day (2026-02-30 does not), as midnight UTC. */
export function parseDay(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : d;
}

const blankToUndefined = (v: string | undefined) => (v ? v : undefined);
const optionalDay = (field: string) =>
  text()
    .trim()
    .max(10, { error: `${field} must be a date like 2026-01-31.` })
    .refine((v) => v === "" || parseDay(v) !== null, { error: `${field} must be a date like 2026-01-31.` })
    .optional()
    .transform(blankToUndefined);
const optionalUuid = (field: string) =>
  text()
    .trim()
    .max(36, { error: `Choose a ${field} from the list.` })
    .refine((v) => v === "" || UUID.test(v), { error: `Choose a ${field} from the list.` })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined));

export const trackerQuerySchema = z
  .object({
    range: z
      .enum([...RANGE_CHOICES, ""], { error: "Choose a period: the last 30, 90, 180 or 365 days, or custom dates." })
      .optional()
      .transform((v) => (v ? v : undefined)),
    from: optionalDay("From"),
    to: optionalDay("To"),
    department: text()
      .trim()
      .max(80, { error: "Department must be less than 80 characters." })
      .optional()
      .transform(blankToUndefined),
    posting: optionalUuid("posting"),
    company: optionalUuid("company"),
    // "" is the form's "by period" choice.
    interval: z
      .enum([...INTERVALS, ""], { error: "Group hires by week or by month." })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((q, ctx) => {
    if (q.range !== "custom") return;
    if (!q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose the first day of the period." });
    if (!q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose the last day of the period." });
    const fromDay = q.from ? parseDay(q.from) : null;
    const toDay = q.to ? parseDay(q.to) : null;
    if (!fromDay || !toDay) return;
    const from = fromDay.getTime();
    const to = toDay.getTime();
    const today = parseDay(new Date().toISOString().slice(0, 10))!.getTime();
    if (from > to) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day must be on or after the first day." });
    else if ((to - from) / DAY_MS + 1 > MAX_CUSTOM_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "A period can be at most three years long." });
    if (to > today) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day cannot be after today." });
  });

/** Every key optional: a blank field is no choice. */
export type TrackerQuery = Partial<z.infer<typeof trackerQuerySchema>>;

/** The tables each tracker exports as CSV (fixed names: the routes take ?table= from these). */
export const REQUISITION_TRACKER_TABLES = ["status", "open-requisitions", "time-to-fill", "by-requisition", "by-department", "time-in-status", "hires-over-time"] as const;
export const HIRING_TRACKER_TABLES = ["funnel", "funnel-by-posting", "time-in-stage", "hires-over-time"] as const;
export type RequisitionTrackerTableName = (typeof REQUISITION_TRACKER_TABLES)[number];
export type HiringTrackerTableName = (typeof HIRING_TRACKER_TABLES)[number];
/** The admin trackers' own table: one row per company. */
export const COMPANIES_TABLE = "companies";

export const requisitionCsvQuerySchema = trackerQuerySchema.and(z.object({ table: z.enum(REQUISITION_TRACKER_TABLES, { error: "Unknown table." }).default("time-to-fill") }));
export const hiringCsvQuerySchema = trackerQuerySchema.and(z.object({ table: z.enum(HIRING_TRACKER_TABLES, { error: "Unknown table." }).default("funnel") }));
export const adminRequisitionCsvQuerySchema = trackerQuerySchema.and(
  z.object({ table: z.enum([COMPANIES_TABLE, ...REQUISITION_TRACKER_TABLES], { error: "Unknown table." }).default(COMPANIES_TABLE) }),
);
export const adminHiringCsvQuerySchema = trackerQuerySchema.and(z.object({ table: z.enum([COMPANIES_TABLE, ...HIRING_TRACKER_TABLES], { error: "Unknown table." }).default(COMPANIES_TABLE) }));
