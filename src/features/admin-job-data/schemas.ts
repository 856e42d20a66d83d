import { z } from "zod";
import { text } from "@/lib/text-schema";
import { JOB_TAGS } from "@/db/schema/jobs";
import { FEED_FORMATS, TAG_RULE_FIELDS, TAG_RULE_MATCHES } from "@/db/schema/admin-job-data";
import { CRON_MAX, cronShapeError } from "./cron-label";

/*
 * Inputs of the job data back office (decision 055), shared by its forms and its handlers.
 */

export const SOURCE_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,62}$/i;
export const FEED_NAME_MAX = 120;
export const FEED_URL_MAX = 2048;

export const feedSourceInputSchema = z.object({
  sourceKey: text()
    .trim()
    .min(1, "Enter a source key.")
    .max(63, "A source key is at most 63 characters.")
    .regex(SOURCE_KEY_PATTERN, "A source key is letters, digits, dots, hyphens or underscores, starting with a letter or digit."),
  name: text().trim().min(1, "Enter a name.").max(FEED_NAME_MAX, `A name is at most ${FEED_NAME_MAX} characters.`),
  url: text()
    .trim()
    .min(1, "Enter the feed's URL.")
    .max(FEED_URL_MAX, `A URL is at most ${FEED_URL_MAX} characters.`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, "Enter a full http:// or https:// URL."),
  format: z.enum(FEED_FORMATS, { error: "Choose a format." }),
  cron: text()
    .trim()
    .min(1, "Enter a schedule.")
    .max(CRON_MAX, `A schedule is at most ${CRON_MAX} characters.`)
    .superRefine((v, ctx) => {
      const error = cronShapeError(v);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  enabled: z.boolean(),
});
export type FeedSourceInput = z.infer<typeof feedSourceInputSchema>;

/** An edit: the same fields; the source key is fixed once runs exist (it names them), so it is not accepted. */
export const feedSourceUpdateSchema = feedSourceInputSchema.omit({ sourceKey: true }).partial();
export type FeedSourceUpdate = z.infer<typeof feedSourceUpdateSchema>;

/** Tags a rule may set: the Upstep tags except Promoted Job, which /admin/promoted-jobs owns. */
export const RULE_TAGS = Object.values(JOB_TAGS).filter((t) => t !== JOB_TAGS.promoted);
export const KEYWORD_MAX = 100;
export const KEYWORDS_MAX = 20;
/** Regular expressions are capped: PostgreSQL's engine is safe from runaway backtracking, but long ones cost. */
export const PATTERN_MAX = 200;

export const TAG_RULE_FIELD_LABELS: Record<(typeof TAG_RULE_FIELDS)[number], string> = {
  title: "Title",
  description: "Description",
  company: "Company",
  category: "Category",
  employment_type: "Employment type",
};
export const TAG_RULE_MATCH_LABELS: Record<(typeof TAG_RULE_MATCHES)[number], string> = {
  contains: "Contains any of",
  equals: "Equals any of",
  regex: "Matches the regular expression",
};

/** The form's shape: keywords typed as one comma-separated line; the server splits them. */
export const tagRuleInputSchema = z
  .object({
    field: z.enum(TAG_RULE_FIELDS, { error: "Choose a field." }),
    match: z.enum(TAG_RULE_MATCHES, { error: "Choose how to match." }),
    value: text().trim().min(1, "Enter what to match.").max(2000, "At most 2000 characters."),
    tag: z.enum(RULE_TAGS as [string, ...string[]], { error: "Choose a tag (Promoted Job is set on /admin/promoted-jobs)." }),
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.match === "regex") {
      if (v.value.length > PATTERN_MAX) ctx.addIssue({ code: "custom", path: ["value"], message: `A regular expression is at most ${PATTERN_MAX} characters.` });
      return;
    }
    const words = splitKeywords(v.value);
    if (!words.length) ctx.addIssue({ code: "custom", path: ["value"], message: "Enter at least one keyword." });
    else if (words.length > KEYWORDS_MAX) ctx.addIssue({ code: "custom", path: ["value"], message: `At most ${KEYWORDS_MAX} keywords.` });
    else if (words.some((w) => w.length > KEYWORD_MAX)) ctx.addIssue({ code: "custom", path: ["value"], message: `A keyword is at most ${KEYWORD_MAX} characters.` });
  });
export type TagRuleInput = z.infer<typeof tagRuleInputSchema>;

export function splitKeywords(value: string): string[] {
  return [...new Set(value.split(",").map((w) => w.trim()).filter(Boolean))];
}

/* The runs table of /admin/job-scrape-stats: filters, sort and page from the query string. */
export const RUN_STATUSES = ["running", "succeeded", "failed"] as const;
export const RUN_SORTS = ["started", "duration", "read", "created", "updated", "expired", "rejected"] as const;
export type RunSort = (typeof RUN_SORTS)[number];
const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional().catch(undefined));

export const runsQuerySchema = z.object({
  source: optional(text().max(63).regex(SOURCE_KEY_PATTERN)),
  status: optional(z.enum(RUN_STATUSES)),
  from: optional(isoDate),
  to: optional(isoDate),
  sort: optional(z.enum(RUN_SORTS)),
  dir: optional(z.enum(["asc", "desc"])),
  page: optional(z.coerce.number().int().min(1).max(10_000)),
  run: optional(z.uuid()),
});
export type RunsQuery = z.infer<typeof runsQuerySchema>;
