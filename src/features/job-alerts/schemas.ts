import { z } from "zod";
import { digitsField, invalidMessage, textField } from "@/lib/validation/fields";
import { choiceListField, EMPLOYMENT_TYPE_OPTIONS } from "@/features/candidate-preferences/schemas";
import { text } from "@/lib/text-schema";
import { JOB_ALERTS_PER_PERSON } from "@/lib/auth/job-alert-limit";

/*
 * A job alert is a saved job search (decision 027): what the /jobs search takes (keywords, location
 * and radius, remote only, employment types) plus a name, how often to send new matches, and whether
 * it is on. One schema for the form and the handlers; limits match db/schema/candidate-sections.ts.
 */
export const JOB_ALERT_LIMITS = {
  name: 100,
  keywords: 200,
  location: 100,
  radiusMin: 1,
  radiusMax: 200,
  /** How many alerts one person (or one email address without an account) keeps. */
  perPerson: JOB_ALERTS_PER_PERSON,
} as const;

export const JOB_ALERT_FREQUENCIES = [
  { value: "instant", label: "Instantly" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]["value"];

const L = JOB_ALERT_LIMITS;
const EMAIL_MAX = 254;

/** Our words where the spec has none (decision 027). */
export const JOB_ALERT_MESSAGES = {
  limit: `You can keep up to ${L.perPerson} job alerts. Delete one to create another.`,
  radius: `Radius must be between ${L.radiusMin} and ${L.radiusMax} miles`,
  noCriteria: "Add keywords, a location, remote only or an employment type, so the alert has something to look for",
  /** /job-alerts/new, signed out (decision 037, second part). */
  emailRequired: "Enter your email address, so we can send you the new jobs.",
  emailInvalid: "Enter a valid email address, like name@example.com.",
  emailLimit: `This email address already has ${L.perPerson} job alerts, the most one address can keep. Delete one from a job alert email's unsubscribe link to create another.`,
  rateLimited: (minutes: number) => `Too many job alerts were created from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  emailRateLimited: (minutes: number) => `We already sent several confirmation emails to this address. Please check your inbox, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

const radiusField = digitsField("Radius", { maxLength: 3 }).transform((v, ctx): number | null => {
  if (v === "") return null;
  const n = Number(v);
  if (n < L.radiusMin || n > L.radiusMax) {
    ctx.addIssue({ code: "custom", message: JOB_ALERT_MESSAGES.radius });
    return z.NEVER;
  }
  return n;
});

const SLUG = /^$|^[a-z0-9][a-z0-9-]{0,99}$/;
function slugField(label: string) {
  return textField(label, 100).refine((v) => SLUG.test(v), { message: invalidMessage(label) });
}

const fields = {
  name: textField("Alert name", L.name, { required: true }),
  keywords: textField("Keywords", L.keywords),
  location: textField("Location", L.location),
  radiusMiles: radiusField,
  remoteOnly: z.boolean({ error: invalidMessage("Remote only") }),
  employmentTypes: choiceListField(
    "Employment type",
    EMPLOYMENT_TYPE_OPTIONS.map((o) => o.value),
  ),
  frequency: z.enum(["instant", "daily", "weekly"], { error: invalidMessage("Frequency") }),
  // The rest of a /jobs search (decision 037), as its URL writes them; absent means none.
  categorySlug: slugField("Category"),
  subcategorySlug: slugField("Subcategory"),
  companySlug: slugField("Company"),
  minSalary: z.number({ error: invalidMessage("Minimum pay") }).int({ error: invalidMessage("Minimum pay") }).min(1, { error: invalidMessage("Minimum pay") }).max(10_000_000, { error: invalidMessage("Minimum pay") }).nullable(),
  active: z.boolean({ error: invalidMessage("Active") }),
};

/** Whether a search looks for something (an alert with nothing would send every new job). */
export function hasSearchCriteria(v: { keywords: string; location: string; remoteOnly: boolean; employmentTypes: readonly string[]; categorySlug?: string; companySlug?: string }): boolean {
  return v.keywords !== "" || v.location !== "" || v.remoteOnly || v.employmentTypes.length > 0 || !!v.categorySlug || !!v.companySlug;
}

const alertObject = z.object({
  ...fields,
  // The editor shows these read-only (a search made on /jobs carries them); absent means none.
  categorySlug: fields.categorySlug.default(""),
  subcategorySlug: fields.subcategorySlug.default(""),
  companySlug: fields.companySlug.default(""),
  minSalary: fields.minSalary.default(null),
});

function requireCriteria(v: Parameters<typeof hasSearchCriteria>[0], ctx: z.RefinementCtx) {
  if (!hasSearchCriteria(v)) ctx.addIssue({ code: "custom", path: ["keywords"], message: JOB_ALERT_MESSAGES.noCriteria });
}

/** POST /api/candidates/job-alerts and the form: a whole alert. */
export const jobAlertSchema = alertObject.superRefine(requireCriteria);
export type JobAlertInput = z.input<typeof jobAlertSchema>;
export type JobAlertValues = z.output<typeof jobAlertSchema>;

/** PATCH /api/candidates/job-alerts/{id}: any of the fields (pause is { active: false }); the result must still look for something. */
export const jobAlertPatchSchema = z.object(fields).partial();
export type JobAlertPatch = z.output<typeof jobAlertPatchSchema>;

/**
 * POST /api/job-alerts (/job-alerts/new): an alert made from a search, signed in (the email is not
 * asked) or signed out with just an email address, which must confirm it first (decision 037).
 */
export const newJobAlertSchema = alertObject
  .extend({
    email: text()
      .trim()
      .max(EMAIL_MAX, { error: JOB_ALERT_MESSAGES.emailInvalid })
      .refine((v) => v === "" || z.email().safeParse(v).success, { error: JOB_ALERT_MESSAGES.emailInvalid })
      .default(""),
  })
  .superRefine(requireCriteria);
export type NewJobAlertInput = z.input<typeof newJobAlertSchema>;
export type NewJobAlertValues = z.output<typeof newJobAlertSchema>;

/** A confirmation link's token: 64 hex characters; anything else is a link that does not exist. */
export const confirmTokenSchema = z.object({ token: text().regex(/^[0-9a-f]{64}$/) });

/** An alert id from the path; anything else is an alert that does not exist. */
export const jobAlertIdSchema = z.uuid();
