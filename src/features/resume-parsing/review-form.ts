import { z } from "zod";
import { text } from "@/lib/text-schema";
import { formatPhone } from "@/lib/validation/fields";
import { educationSchema, workHistorySchema, type EducationInput, type WorkHistoryInput } from "@/features/candidate-profile/schemas";
import type { PersonalInfoView } from "@/features/candidate-profile/types";
import { skillSlugsSchema } from "@/features/skills/schemas";
import { acceptedContactSchema, acceptedLanguageSchema, acceptProposalSchema, CONTACT_FIELDS, type AcceptedLanguageInput, type AcceptProposalInput, type ContactField } from "./schemas";
import type { ResumeProposal } from "./types";

/*
 * The review form (components/resume-proposal-review.tsx) as plain data: each proposed part with a
 * "use" tick (ticked by default) and what the person may edit, the same checks as the accept API on
 * the ticked parts only (the candidate profile's schemas, the spec's messages), and the accept body
 * built from what is ticked, with a map from the API's issue paths back to the form's fields.
 */
const use = z.boolean();
const str = text().max(10_000);

const contactRow = z.object({ field: z.enum(CONTACT_FIELDS), use, value: str, current: str });
const workRow = z.object({
  use,
  /** The profile already holds a job with this employer and title (not ticked by default). */
  existing: z.boolean(),
  employer: str,
  title: str,
  location: str,
  startMonth: str,
  startYear: str,
  endMonth: str,
  endYear: str,
  isCurrent: z.boolean(),
  description: str,
});
const educationRow = z.object({ use, existing: z.boolean(), school: str, degree: str, fieldOfStudy: str, startYear: str, endYear: str });
const languageRow = z.object({ use, language: str, proficiency: str });

const reviewShape = z.object({
  contact: z.array(contactRow),
  summary: z.object({ use, value: str }),
  work: z.array(workRow),
  education: z.array(educationRow),
  skills: z.object({ use, slugs: z.array(str) }),
  languages: z.array(languageRow),
});
export type ReviewFormValues = z.infer<typeof reviewShape>;

function addIssues(ctx: z.RefinementCtx, prefix: (string | number)[], error: z.ZodError) {
  for (const issue of error.issues) ctx.addIssue({ code: "custom", path: [...prefix, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))], message: issue.message });
}

/** The form's schema: only ticked parts are checked, each with the schema the profile uses for it. */
export const reviewFormSchema = reviewShape.superRefine((v, ctx) => {
  v.contact.forEach((row, i) => {
    if (!row.use) return;
    const checked = acceptedContactSchema.safeParse({ [row.field]: row.value });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: ["contact", i, "value"], message: issue.message });
  });
  if (v.summary.use) {
    const checked = acceptProposalSchema.shape.summary.safeParse(v.summary.value);
    if (!checked.success) addIssues(ctx, ["summary", "value"], checked.error);
  }
  v.work.forEach((row, i) => {
    if (!row.use) return;
    const checked = workHistorySchema.safeParse(toWorkInput(row));
    if (!checked.success) addIssues(ctx, ["work", i], checked.error);
  });
  v.education.forEach((row, i) => {
    if (!row.use) return;
    const checked = educationSchema.safeParse(toEducationInput(row));
    if (!checked.success) addIssues(ctx, ["education", i], checked.error);
  });
  if (v.skills.use) {
    const checked = skillSlugsSchema.safeParse(v.skills.slugs);
    if (!checked.success) ctx.addIssue({ code: "custom", path: ["skills", "slugs"], message: checked.error.issues[0]!.message });
  }
  v.languages.forEach((row, i) => {
    if (!row.use) return;
    const checked = acceptedLanguageSchema.safeParse({ language: row.language, proficiency: row.proficiency });
    if (!checked.success) addIssues(ctx, ["languages", i], checked.error);
  });
});

function toWorkInput(row: z.infer<typeof workRow>): WorkHistoryInput {
  const { use: _use, existing: _existing, ...input } = row;
  return input;
}

function toEducationInput(row: z.infer<typeof educationRow>): EducationInput {
  const { use: _use, existing: _existing, ...input } = row;
  return input;
}

const numberText = (n: number | null) => (n === null ? "" : String(n));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A job's highlights as the profile's description: one bullet a line. */
export function highlightsToDescription(highlights: readonly string[]): string {
  return highlights
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => `• ${h}`)
    .join("\n");
}

/** What the profile holds now, for showing contact values side by side and spotting entries already there. */
export type CurrentProfile = {
  personal: Pick<PersonalInfoView, ContactField | "summary">;
  workHistory: { employer: string; title: string }[];
  education: { school: string; degree: string }[];
  skills: { slug: string }[];
};

/** A contact value as the form shows it (a phone as (xxx) xxx-xxxx). */
function shown(field: ContactField, value: string): string {
  return field === "phone" && /^\d{10}$/.test(value) ? formatPhone(value) : value;
}

/**
 * The form's first values: every proposed part ticked, except contact values the profile already
 * has exactly and jobs or schools already on it (shown, not ticked: accepting them would list them
 * twice). Contact fields the resume does not give are left out.
 */
export function initialReviewValues(proposal: ResumeProposal, current: CurrentProfile): ReviewFormValues {
  const contact = CONTACT_FIELDS.flatMap((field) => {
    const value = proposal.contact[field].trim();
    const now = current.personal[field];
    if (!value || same(value, now)) return [];
    return [{ field, use: true, value: shown(field, value), current: shown(field, now) }];
  });
  const summary = proposal.summary.trim();
  return {
    contact,
    summary: { use: summary !== "" && !same(summary, current.personal.summary), value: summary },
    work: proposal.workHistory.map((w) => {
      const existing = current.workHistory.some((e) => same(e.employer, w.employer) && same(e.title, w.title));
      return {
        use: !existing,
        existing,
        employer: w.employer,
        title: w.title,
        location: w.location,
        startMonth: numberText(w.startMonth),
        startYear: numberText(w.startYear),
        endMonth: w.isCurrent ? "" : numberText(w.endMonth),
        endYear: w.isCurrent ? "" : numberText(w.endYear),
        isCurrent: w.isCurrent,
        description: highlightsToDescription(w.highlights),
      };
    }),
    education: proposal.education.map((e) => {
      const existing = current.education.some((c) => same(c.school, e.school) && same(c.degree, e.degree));
      return { use: !existing, existing, school: e.school, degree: e.degree, fieldOfStudy: e.fieldOfStudy, startYear: numberText(e.startYear), endYear: numberText(e.endYear) };
    }),
    skills: { use: proposal.skills.length > 0, slugs: proposal.skills.map((s) => s.slug) },
    languages: proposal.languages.map((l) => ({ use: true, language: l.language, proficiency: l.proficiency ?? "" })),
  };
}

/** Whether anything at all is ticked (accepting nothing is "Not now"). */
export function anythingTicked(v: ReviewFormValues): boolean {
  return (
    v.contact.some((c) => c.use) ||
    v.summary.use ||
    v.work.some((w) => w.use) ||
    v.education.some((e) => e.use) ||
    (v.skills.use && v.skills.slugs.length > 0) ||
    v.languages.some((l) => l.use)
  );
}

/**
 * The accept body from the ticked parts, as typed (the server parses it with the same schemas), and
 * `formPathOf`, which turns an API issue path ("workHistory.1.employer") into the field it belongs
 * to in the form ("work.3.employer").
 */
export function toAcceptBody(v: ReviewFormValues): { body: AcceptProposalInput; formPathOf: (apiPath: string) => string | null } {
  const prefixes = new Map<string, string>();
  const contact: Partial<Record<ContactField, string>> = {};
  v.contact.forEach((row, i) => {
    if (!row.use) return;
    contact[row.field] = row.value;
    prefixes.set(`contact.${row.field}`, `contact.${i}.value`);
  });
  const body: AcceptProposalInput = { workHistory: [], education: [], skills: [], languages: [] };
  if (Object.keys(contact).length) body.contact = contact;
  if (v.summary.use) {
    body.summary = v.summary.value;
    prefixes.set("summary", "summary.value");
  }
  v.work.forEach((row, i) => {
    if (!row.use) return;
    prefixes.set(`workHistory.${body.workHistory!.length}`, `work.${i}`);
    body.workHistory!.push(toWorkInput(row));
  });
  v.education.forEach((row, i) => {
    if (!row.use) return;
    prefixes.set(`education.${body.education!.length}`, `education.${i}`);
    body.education!.push(toEducationInput(row));
  });
  if (v.skills.use) {
    body.skills = [...v.skills.slugs];
    prefixes.set("skills", "skills.slugs");
  }
  v.languages.forEach((row, i) => {
    if (!row.use) return;
    prefixes.set(`languages.${body.languages!.length}`, `languages.${i}`);
    body.languages!.push({ language: row.language, proficiency: row.proficiency } as AcceptedLanguageInput);
  });
  const formPathOf = (apiPath: string): string | null => {
    const parts = apiPath.split(".");
    for (let n = parts.length; n > 0; n--) {
      const mapped = prefixes.get(parts.slice(0, n).join("."));
      if (mapped !== undefined) {
        // The skills list's issues belong to the list, whatever item they name.
        if (mapped === "skills.slugs") return mapped;
        return [mapped, ...parts.slice(n)].join(".");
      }
    }
    return null;
  };
  return { body, formPathOf };
}
