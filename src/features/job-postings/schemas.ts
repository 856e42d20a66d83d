import { z } from "zod";
import type { EmploymentType, SalaryPeriod } from "@/db/schema/jobs";
import type { ScreeningQuestionKind } from "@/db/schema/applications";
import type { ApplyMode, PostingStatus } from "@/db/schema/employers";
import { htmlToText } from "@/lib/html-to-text";
import { EMPLOYMENT_TYPE_TEXTS } from "@/lib/employment-types";
import { text } from "@/lib/text-schema";
import { findUsState } from "@/lib/us-states";
import { currencyField, invalidMessage, textField, tooLongMessage } from "@/lib/validation/fields";
import { POSTING_MESSAGES as M } from "./messages";
import { payRangeRequirement } from "./pay-transparency";

/*
 * A job posting as the form holds it and the API takes it (decision 039): one schema for the form
 * (react-hook-form's zodResolver) and the handlers. What it checks is what any save needs (formats,
 * lengths, limits), so a draft can be saved half written; what a live posting must also have is
 * publishIssues() below, run by the form before it asks to publish and by the server at publish and
 * at every save of a live posting. What needs the database (the place exists, the skills are the
 * vocabulary's, the category is a jobs category, the owner is a member) is checked by the server
 * (server/validate-references.ts) with messages on the same fields.
 */
export const POSTING_LIMITS = {
  title: 150,
  /** The description's visible text. */
  descriptionText: 10_000,
  /** Its HTML after sanitising (the column's check). */
  descriptionHtml: 60_000,
  locations: 10,
  city: 100,
  skills: 30,
  questions: 10,
  prompt: 300,
  options: 10,
  option: 100,
  scorecardAttributes: 10,
  scorecardAttribute: 60,
  applyUrl: 2048,
  expiryDefaultDays: 30,
  expiryMaxDays: 180,
  searchQuery: 150,
  bulkIds: 100,
  pageSize: 20,
  /** A request body: the description's HTML in multi-byte characters, and everything else. */
  bodyBytes: 256 * 1024,
} as const;

const L = POSTING_LIMITS;

export const EMPLOYMENT_TYPE_VALUES = Object.keys(EMPLOYMENT_TYPE_TEXTS) as [EmploymentType, ...EmploymentType[]];
export const SALARY_PERIOD_VALUES = ["hour", "year"] as const satisfies readonly SalaryPeriod[];
export const QUESTION_KINDS = ["yes-no", "choice", "number", "text"] as const satisfies readonly ScreeningQuestionKind[];
export const APPLY_MODE_VALUES = ["upstep", "external"] as const satisfies readonly ApplyMode[];
/** The list's status filter: the posting's own statuses and "expired" (published, past its expiry). */
export const POSTING_FILTER_STATUSES = ["draft", "published", "paused", "closed", "expired"] as const;
export type PostingDisplayStatus = (typeof POSTING_FILTER_STATUSES)[number];
export const POSTING_SORTS = ["updated", "created", "title", "expires", "applicants"] as const;
export type PostingSort = (typeof POSTING_SORTS)[number];
export const STATUS_ACTIONS = ["publish", "pause", "resume", "close"] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
export const BULK_ACTIONS = ["pause", "resume", "close"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const ANALYTICS_RANGES = [30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The default scorecard attributes (the column's default, migration 0020). */
export const DEFAULT_SCORECARD_ATTRIBUTES = ["Relevant experience", "Skills for the role", "Communication", "Motivation"] as const;

const uuidOrEmpty = (field: string) =>
  text({ error: invalidMessage(field) })
    .trim()
    .refine((v) => v === "" || z.uuid().safeParse(v).success, { error: invalidMessage(field) })
    .transform((v) => (v === "" ? null : v.toLowerCase()));

const ZIP = /^\d{5}$/;

const locationSchema = z.object({
  city: textField("City", L.city),
  state: text({ error: invalidMessage("state") })
    .trim()
    .transform((v, ctx) => {
      if (v === "") return "";
      const state = findUsState(v);
      if (!state) {
        ctx.addIssue({ code: "custom", message: invalidMessage("state") });
        return z.NEVER;
      }
      return state.code;
    }),
  postalCode: text({ error: invalidMessage("ZIP code") })
    .trim()
    .max(10, { error: invalidMessage("ZIP code") })
    .refine((v) => v === "" || ZIP.test(v), { error: invalidMessage("ZIP code") })
    .transform((v) => (v === "" ? null : v)),
});

/** A knock-out bound of a number question: "" (none) or a number. */
const boundField = (field: string) =>
  text({ error: invalidMessage(field) })
    .trim()
    .max(20, { error: invalidMessage(field) })
    .transform((v, ctx): number | null => {
      if (v === "") return null;
      if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(v)) {
        ctx.addIssue({ code: "custom", message: invalidMessage(field) });
        return z.NEVER;
      }
      return Number(v);
    });

const questionSchema = z
  .object({
    id: z.uuid({ error: invalidMessage("question") }).transform((v) => v.toLowerCase()),
    kind: z.enum(QUESTION_KINDS, { error: M.questionKind }),
    prompt: textField("Question", L.prompt),
    options: z
      .array(textField("Choice", L.option), { error: invalidMessage("choices") })
      .max(L.options + 20, { error: M.tooManyOptions })
      .transform((list) => list.filter((o) => o !== ""))
      .refine((list) => list.length <= L.options, { error: M.tooManyOptions })
      .refine((list) => new Set(list.map((o) => o.toLowerCase())).size === list.length, { error: M.duplicateOptions }),
    required: z.boolean({ error: invalidMessage("required") }),
    knockoutAnswers: z.array(text().trim().max(L.option), { error: invalidMessage("knock-out answers") }).max(L.options),
    knockoutMin: boundField("minimum"),
    knockoutMax: boundField("maximum"),
  })
  .transform((q, ctx) => {
    // Only what the kind uses is kept: switching a question from choice to text drops its choices.
    const options = q.kind === "choice" ? q.options : [];
    const allowed = q.kind === "yes-no" ? ["yes", "no"] : options;
    const knockoutAnswers = q.kind === "yes-no" || q.kind === "choice" ? [...new Set(q.knockoutAnswers.filter((a) => allowed.includes(a)))] : [];
    const knockoutMin = q.kind === "number" ? q.knockoutMin : null;
    const knockoutMax = q.kind === "number" ? q.knockoutMax : null;
    if (knockoutMin !== null && knockoutMax !== null && knockoutMin > knockoutMax) {
      ctx.addIssue({ code: "custom", path: ["knockoutMax"], message: M.boundsOrder });
    }
    return { ...q, options, knockoutAnswers, knockoutMin, knockoutMax };
  });

/** A yyyy-mm-dd day (the date input's value), or "" for none. */
const dayField = text({ error: invalidMessage("expiry date") })
  .trim()
  .max(10, { error: invalidMessage("expiry date") })
  .refine((v) => v === "" || isValidDay(v), { error: invalidMessage("expiry date") })
  .transform((v) => (v === "" ? null : v));

export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const applyUrlField = text({ error: invalidMessage("apply URL") })
  .trim()
  .max(L.applyUrl, { error: tooLongMessage("Apply URL", L.applyUrl) })
  .refine((v) => v === "" || isHttpsUrl(v), { error: M.applyUrlHttps })
  .transform((v) => (v === "" ? null : new URL(v).toString()));

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The visible text of the description (what its length limit counts). */
export function descriptionText(html: string): string {
  return htmlToText(html);
}

export const postingFormSchema = z
  .object({
    title: textField("Title", L.title),
    descriptionHtml: text({ error: invalidMessage("description") })
      .max(L.descriptionHtml * 2, { error: M.descriptionFormatting })
      .refine((html) => descriptionText(html).length <= L.descriptionText, { error: tooLongMessage("Description", L.descriptionText) }),
    remote: z.boolean({ error: invalidMessage("remote") }),
    locations: z.array(locationSchema, { error: invalidMessage("locations") }).max(L.locations, { error: M.tooManyLocations }),
    salaryMin: currencyField("minimum pay"),
    salaryMax: currencyField("maximum pay"),
    salaryPeriod: z.enum(["", ...SALARY_PERIOD_VALUES], { error: M.salaryPeriod }).transform((v) => (v === "" ? null : v)),
    employmentType: z.enum(["", ...EMPLOYMENT_TYPE_VALUES], { error: M.employmentType }).transform((v) => (v === "" ? null : v)),
    categoryId: uuidOrEmpty("category"),
    subcategoryId: uuidOrEmpty("subcategory"),
    skills: z
      .array(text().trim().min(1).max(80).regex(/^[a-z0-9-]+$/, { error: M.skillsFromList }), { error: M.skillsFromList })
      .max(L.skills, { error: M.tooManySkills })
      .transform((list) => [...new Set(list)]),
    questions: z.array(questionSchema, { error: invalidMessage("questions") }).max(L.questions, { error: M.tooManyQuestions }),
    applyMode: z.enum(APPLY_MODE_VALUES, { error: M.applyMode }),
    applyUrl: applyUrlField,
    expiresOn: dayField,
    scorecardAttributes: z
      .array(textField("Attribute", L.scorecardAttribute), { error: invalidMessage("scorecard attributes") })
      .max(L.scorecardAttributes + 20, { error: M.tooManyAttributes })
      .transform((list) => [...new Set(list.filter((a) => a !== ""))])
      .refine((list) => list.length <= L.scorecardAttributes, { error: M.tooManyAttributes }),
    ownerUserId: uuidOrEmpty("owner"),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax) {
      ctx.addIssue({ code: "custom", path: ["salaryMax"], message: M.salaryOrder });
    }
    if ((v.salaryMin !== null || v.salaryMax !== null) && v.salaryPeriod === null) {
      ctx.addIssue({ code: "custom", path: ["salaryPeriod"], message: M.salaryPeriod });
    }
    if (v.subcategoryId && !v.categoryId) ctx.addIssue({ code: "custom", path: ["categoryId"], message: M.category });
    const ids = new Set<string>();
    v.questions.forEach((q, i) => {
      if (ids.has(q.id)) ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: invalidMessage("question") });
      ids.add(q.id);
    });
  });

/** What the form holds (strings as typed). */
export type PostingFormInput = z.input<typeof postingFormSchema>;
/** What a save writes. */
export type PostingValues = z.output<typeof postingFormSchema>;
export type PostingQuestionInput = PostingFormInput["questions"][number];

/** POST /api/employer/postings: a new draft for a company (the form's values, all optional but the company). */
export const createPostingSchema = z.object({
  companyId: z.uuid({ error: invalidMessage("company") }).transform((v) => v.toLowerCase()),
  posting: postingFormSchema,
});

/** POST /api/employer/postings/{id}/status */
export const statusChangeSchema = z.object({ action: z.enum(STATUS_ACTIONS, { error: M.statusAction }) });

/** POST /api/employer/postings/bulk */
export const bulkChangeSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: M.statusAction }),
  ids: z
    .array(z.uuid({ error: invalidMessage("posting") }).transform((v) => v.toLowerCase()), { error: M.bulkChoose })
    .min(1, { error: M.bulkChoose })
    .max(L.bulkIds, { error: M.bulkTooMany })
    .transform((ids) => [...new Set(ids)]),
});

const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** The list's URL query (GET /api/employer/postings and the list pages): all optional, bad values fall back. */
export const postingListQuerySchema = z.object({
  q: z.preprocess(firstValue, text().trim().max(L.searchQuery).catch("").default("")),
  status: z.preprocess(firstValue, z.enum(POSTING_FILTER_STATUSES).optional().catch(undefined)),
  owner: z.preprocess(firstValue, z.union([z.literal("me"), z.uuid()]).optional().catch(undefined)),
  sort: z.preprocess(firstValue, z.enum(POSTING_SORTS).catch("updated").default("updated")),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(10_000).catch(1).default(1)),
});
export type PostingListQuery = z.output<typeof postingListQuerySchema>;

/** GET /api/employer/postings also names the company. */
export const postingListApiQuerySchema = postingListQuerySchema.extend({
  company: z.uuid({ error: invalidMessage("company") }).transform((v) => v.toLowerCase()),
});

export const analyticsQuerySchema = z.object({
  days: z.preprocess(firstValue, z.coerce.number().pipe(z.union([z.literal(30), z.literal(90)])).catch(30).default(30)),
});

/** The last day a posting may run to, from `now` (UTC days). */
export function latestExpiryDay(now: Date): string {
  return addDays(now, L.expiryMaxDays);
}

export function defaultExpiryDay(now: Date): string {
  return addDays(now, L.expiryDefaultDays);
}

export function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A posting expires at the end of its expiry day (UTC). */
export function expiryInstant(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

export type FieldIssue = { path: string; message: string };

type LocationValue = PostingValues["locations"][number];

/** A location row the person left empty (the form starts with one); it is not saved. */
export function isBlankLocation(l: { city: string; state: string; postalCode: string | null }): boolean {
  return !l.city && !l.state && !l.postalCode;
}

/** The rows that say something, in order. */
export function filledLocations(list: readonly LocationValue[]): LocationValue[] {
  return list.filter((l) => !isBlankLocation(l));
}

/**
 * What a posting still needs before it can go live (and keep being live): the issues by field, in
 * the form's order; none means it can be published.
 */
export function publishIssues(v: PostingValues, now: Date = new Date()): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (!v.title) add("title", invalidMessage("title"));
  if (!descriptionText(v.descriptionHtml)) add("descriptionHtml", M.descriptionRequired);
  const places = filledLocations(v.locations);
  if (!v.remote && places.length === 0) add("locations", M.locationRequired);
  v.locations.forEach((l, i) => {
    if (isBlankLocation(l)) return;
    if (!l.city) add(`locations.${i}.city`, invalidMessage("city"));
    if (!l.state) add(`locations.${i}.state`, invalidMessage("state"));
  });
  const pay = payRangeRequirement({ remote: v.remote, locations: places }, now);
  if (pay.required) {
    if (v.salaryMin === null) add("salaryMin", `${pay.reason} ${M.payRangeAdd}`);
    if (v.salaryMax === null) add("salaryMax", `${pay.reason} ${M.payRangeAdd}`);
    if (v.salaryPeriod === null) add("salaryPeriod", M.salaryPeriod);
  }
  if (!v.employmentType) add("employmentType", M.employmentType);
  if (!v.categoryId) add("categoryId", M.category);
  v.questions.forEach((q, i) => {
    if (!q.prompt) add(`questions.${i}.prompt`, invalidMessage("question"));
    if (q.kind === "choice" && q.options.length < 2) add(`questions.${i}.options`, M.choicesNeeded);
    if (q.kind === "yes-no" && q.knockoutAnswers.length === 2) add(`questions.${i}.knockoutAnswers`, M.knockoutEveryAnswer);
    if (q.kind === "choice" && q.options.length > 0 && q.knockoutAnswers.length === q.options.length) add(`questions.${i}.knockoutAnswers`, M.knockoutEveryAnswer);
  });
  if (v.applyMode === "external" && !v.applyUrl) add("applyUrl", M.applyUrlHttps);
  if (!v.expiresOn) add("expiresOn", M.expiryRequired);
  else if (expiryInstant(v.expiresOn) <= now) add("expiresOn", M.expiryPast);
  else if (v.expiresOn > latestExpiryDay(now)) add("expiresOn", M.expiryTooFar);
  return issues;
}

/** Whether a status change is allowed from a posting's status (closed is final: duplicate it instead). */
export function canChangeStatus(from: PostingStatus, action: StatusAction): boolean {
  switch (action) {
    case "publish":
      return from === "draft";
    case "pause":
      return from === "published";
    case "resume":
      return from === "paused";
    case "close":
      return from === "published" || from === "paused";
  }
}

/** An empty posting as the create form starts. */
export function emptyPostingInput(now: Date, ownerUserId: string): PostingFormInput {
  return {
    title: "",
    descriptionHtml: "",
    remote: false,
    locations: [{ city: "", state: "", postalCode: "" }],
    salaryMin: "",
    salaryMax: "",
    salaryPeriod: "",
    employmentType: "",
    categoryId: "",
    subcategoryId: "",
    skills: [],
    questions: [],
    applyMode: "upstep",
    applyUrl: "",
    expiresOn: defaultExpiryDay(now),
    scorecardAttributes: [...DEFAULT_SCORECARD_ATTRIBUTES],
    ownerUserId,
  };
}
