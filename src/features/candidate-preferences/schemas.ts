import { z } from "zod";
import { text } from "@/lib/text-schema";
import { currencyField, digitsField, invalidMessage, textField } from "@/lib/validation/fields";
import type { EmploymentType } from "@/db/schema/jobs";
import { EMPLOYMENT_TYPE_TEXTS } from "@/lib/employment-types";
import { EXPERIENCE_LEVELS, PAY_PERIODS, PREFERENCE_LIMITS, SHIFTS, WORK_ARRANGEMENTS, type ExperienceLevel, type PayPeriod } from "./constants";

export * from "./constants";

/*
 * The three preference sections of Candidate360 (decision 027): employment, compensation and
 * experience, one schema each, used unchanged by the page's form (zodResolver) and by the route
 * handler. Forms send what the person typed (strings, arrays of chosen values, booleans); the server
 * parses it with the same schema. Each section is saved on its own and writes only its own columns
 * of candidate_preferences. Category and industry slugs are checked against the categories table by
 * the server (the form only offers existing ones).
 */
const L = PREFERENCE_LIMITS;

/** EMPLOYMENT_TYPES (db/schema/jobs.ts) in their order, read from the labels' table so forms do not bundle the table definitions. */
export const EMPLOYMENT_TYPE_OPTIONS = (Object.keys(EMPLOYMENT_TYPE_TEXTS) as EmploymentType[]).map((value) => ({ value, label: EMPLOYMENT_TYPE_TEXTS[value].label }));
const EMPLOYMENT_TYPE_VALUES = EMPLOYMENT_TYPE_OPTIONS.map((o) => o.value);

/** Our words where the spec has none (decision 027). */
export const PREFERENCE_MESSAGES = {
  tooManyTitles: `Add up to ${L.desiredTitles} job titles`,
  tooManyCategories: `Choose up to ${L.desiredCategories} job categories`,
  tooManyIndustries: `Choose up to ${L.industries} industries`,
  commuteTooFar: `Maximum commute must be ${L.maxCommuteMiles} miles or less`,
  targetBelowMinimum: "Target pay must not be less than the minimum pay",
  periodMissing: "Choose per hour or per year for your pay",
} as const;

/** The longest list a form can send (checkbox groups have at most a few dozen options). */
const LIST_MAX = 50;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Values chosen from a fixed list (checkbox groups): each must be one of `values` (else 'Type a valid
 * {field}' on the group), duplicates kept once, in the list's order.
 */
export function choiceListField<T extends string>(field: string, values: readonly T[]) {
  return z
    .array(text({ error: invalidMessage(field) }), { error: invalidMessage(field) })
    .max(LIST_MAX, { error: invalidMessage(field) })
    .superRefine((list, ctx) => {
      if (list.some((v) => !(values as readonly string[]).includes(v))) ctx.addIssue({ code: "custom", message: invalidMessage(field) });
    })
    .transform((list) => values.filter((v) => list.includes(v)));
}

/** Category slugs (top-level "jobs" categories), at most `max`, duplicates kept once in the order given. */
function categorySlugsField(field: string, max: number, tooMany: string) {
  return z
    .array(text({ error: invalidMessage(field) }), { error: invalidMessage(field) })
    .max(LIST_MAX, { error: invalidMessage(field) })
    .superRefine((list, ctx) => {
      if (list.some((v) => !SLUG.test(v))) ctx.addIssue({ code: "custom", message: invalidMessage(field) });
      else if (new Set(list).size > max) ctx.addIssue({ code: "custom", message: tooMany });
    })
    .transform((list) => [...new Set(list)]);
}

/** An ISO calendar date (what <input type="date"> gives), or "" (null). */
export function parseIsoDate(value: string): string | null | undefined {
  const v = value.trim();
  if (v === "") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return v;
}

function dateField(field: string) {
  return text({ error: invalidMessage(field) })
    .max(32, { error: invalidMessage(field) })
    .transform((input, ctx): string | null => {
      const date = parseIsoDate(input);
      if (date === undefined) {
        ctx.addIssue({ code: "custom", message: invalidMessage(field) });
        return z.NEVER;
      }
      return date;
    });
}

/** Digits as typed (spec 5, "numbers only, with a maximum length"), as a number or null; at most `max`. */
function countField(field: string, maxLength: number, max: number, tooBig: string) {
  return digitsField(field, { maxLength }).transform((v, ctx): number | null => {
    if (v === "") return null;
    const n = Number(v);
    if (n > max) {
      ctx.addIssue({ code: "custom", message: tooBig });
      return z.NEVER;
    }
    return n;
  });
}

const DESIRED_TITLE = "Desired job title";

/** Typed job titles: empty boxes are dropped, the same title twice (any case) kept once, at most 5. */
const desiredTitlesField = z
  .array(textField(DESIRED_TITLE, L.desiredTitle), { error: invalidMessage(DESIRED_TITLE) })
  .max(LIST_MAX, { error: PREFERENCE_MESSAGES.tooManyTitles })
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((t) => t !== "" && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  })
  .refine((list) => list.length <= L.desiredTitles, { error: PREFERENCE_MESSAGES.tooManyTitles });

export const employmentPrefsSchema = z.object({
  desiredTitles: desiredTitlesField,
  desiredCategories: categorySlugsField("Job category", L.desiredCategories, PREFERENCE_MESSAGES.tooManyCategories),
  employmentTypes: choiceListField("Employment type", EMPLOYMENT_TYPE_VALUES),
  workArrangements: choiceListField(
    "Work arrangement",
    WORK_ARRANGEMENTS.map((w) => w.value),
  ),
  shifts: choiceListField(
    "Shift",
    SHIFTS.map((s) => s.value),
  ),
  willingToRelocate: z.boolean({ error: invalidMessage("Willing to relocate") }),
  maxCommuteMiles: countField("Maximum commute", 3, L.maxCommuteMiles, PREFERENCE_MESSAGES.commuteTooFar),
  availableFrom: dateField("Start date"),
});
export type EmploymentPrefsInput = z.input<typeof employmentPrefsSchema>;
export type EmploymentPrefs = z.output<typeof employmentPrefsSchema>;

const payPeriodField = z.enum(["", ...PAY_PERIODS.map((p) => p.value)] as ["", ...PayPeriod[]], { error: invalidMessage("Pay period") });

export const compensationPrefsSchema = z
  .object({
    payMin: currencyField("Minimum pay"),
    payTarget: currencyField("Target pay"),
    payPeriod: payPeriodField,
    openToNegotiation: z.boolean({ error: invalidMessage("Open to negotiation") }),
  })
  .superRefine((v, ctx) => {
    if (v.payMin !== null && v.payTarget !== null && v.payTarget < v.payMin) ctx.addIssue({ code: "custom", path: ["payTarget"], message: PREFERENCE_MESSAGES.targetBelowMinimum });
    if ((v.payMin !== null || v.payTarget !== null) && v.payPeriod === "") ctx.addIssue({ code: "custom", path: ["payPeriod"], message: PREFERENCE_MESSAGES.periodMissing });
  });
export type CompensationPrefsInput = z.input<typeof compensationPrefsSchema>;
export type CompensationPrefs = z.output<typeof compensationPrefsSchema>;

const experienceLevelField = z.enum(["", ...EXPERIENCE_LEVELS.map((e) => e.value)] as ["", ...ExperienceLevel[]], { error: invalidMessage("Experience level") });

export const experienceSchema = z.object({
  experienceLevel: experienceLevelField,
  industries: categorySlugsField("Industry", L.industries, PREFERENCE_MESSAGES.tooManyIndustries),
  peopleManaged: countField("People managed", 4, L.peopleManaged, invalidMessage("People managed")),
});
export type ExperienceInput = z.input<typeof experienceSchema>;
export type ExperienceValues = z.output<typeof experienceSchema>;
