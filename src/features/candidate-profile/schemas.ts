import { z } from "zod";
import { text } from "@/lib/text-schema";
import { digitsField, invalidMessage, phoneField, textField, yearField } from "@/lib/validation/fields";
import { skillSlugsSchema } from "@/features/skills/schemas";

/*
 * The candidate profile's inputs (decision 024), one schema per form, used unchanged by the form
 * (zodResolver) and by the route handler, so both refuse the same input with the spec's words (spec 5
 * and 8 through lib/validation/fields.ts). The forms send what the person typed (strings); the
 * server parses it with the same schema. CANDIDATE_LIMITS match the database's length checks
 * (db/schema/candidate-profile.ts).
 */
export const CANDIDATE_LIMITS = {
  firstName: 50,
  lastName: 50,
  headline: 120,
  summary: 2000,
  postalCode: 5,
  city: 80,
  state: 50,
  yearsOfExperience: 2,
  employer: 100,
  title: 100,
  location: 100,
  description: 2000,
  school: 150,
  degree: 100,
  fieldOfStudy: 100,
} as const;

/** Work authorisation as a person answers it (the spec names the field, not its values). */
export const WORK_AUTHORIZATIONS = [
  { value: "authorized", label: "Authorized to work in the US" },
  { value: "needs-sponsorship", label: "Will need visa sponsorship" },
  { value: "not-authorized", label: "Not authorized to work in the US" },
] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number]["value"] | "";

const L = CANDIDATE_LIMITS;

const workAuthorizationField = z.enum(["", ...WORK_AUTHORIZATIONS.map((w) => w.value)] as ["", ...WorkAuthorization[]], { error: invalidMessage("Work authorization") });

export const personalInfoSchema = z.object({
  firstName: textField("First name", L.firstName, { required: true }),
  lastName: textField("Last name", L.lastName, { required: true }),
  headline: textField("Headline", L.headline),
  summary: textField("Summary", L.summary),
  phone: phoneField("Phone number"),
  postalCode: digitsField("ZIP code", { maxLength: L.postalCode }).refine((v) => v === "" || v.length === L.postalCode, { error: invalidMessage("ZIP code") }),
  city: textField("City", L.city),
  state: textField("State", L.state),
  remoteOnly: z.boolean(),
  yearsOfExperience: digitsField("Years of experience", { maxLength: L.yearsOfExperience }),
  workAuthorization: workAuthorizationField,
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;

/** A month as a select gives it: "" (not said) or "1".."12"; parsed to 1..12 or null. */
const monthField = (field: string) =>
  text({ error: invalidMessage(field) }).transform((v, ctx): number | null => {
    if (v === "") return null;
    const n = /^\d{1,2}$/.test(v) ? Number(v) : NaN;
    if (!(n >= 1 && n <= 12)) {
      ctx.addIssue({ code: "custom", message: invalidMessage(field) });
      return z.NEVER;
    }
    return n;
  });

const END_BEFORE_START = "End date must be after the start date";

export const workHistorySchema = z
  .object({
    employer: textField("Employer", L.employer, { required: true }),
    title: textField("Job title", L.title, { required: true }),
    location: textField("Location", L.location),
    startMonth: monthField("Start month"),
    startYear: yearField("Start year"),
    endMonth: monthField("End month"),
    endYear: yearField("End year"),
    isCurrent: z.boolean(),
    description: textField("Description", L.description),
  })
  .superRefine((v, ctx) => {
    if (v.isCurrent || v.startYear === null || v.endYear === null) return;
    const start = v.startYear * 12 + (v.startMonth ?? 1);
    const end = v.endYear * 12 + (v.endMonth ?? 12);
    if (end < start) ctx.addIssue({ code: "custom", path: ["endYear"], message: END_BEFORE_START });
  })
  .transform((v) => (v.isCurrent ? { ...v, endMonth: null, endYear: null } : v));
export type WorkHistoryInput = z.input<typeof workHistorySchema>;
export type WorkHistoryValues = z.output<typeof workHistorySchema>;

export const educationSchema = z
  .object({
    school: textField("School", L.school, { required: true }),
    degree: textField("Degree", L.degree),
    fieldOfStudy: textField("Field of study", L.fieldOfStudy),
    startYear: yearField("Start year"),
    endYear: yearField("End year"),
  })
  .superRefine((v, ctx) => {
    if (v.startYear !== null && v.endYear !== null && v.endYear < v.startYear) ctx.addIssue({ code: "custom", path: ["endYear"], message: END_BEFORE_START });
  });
export type EducationInput = z.input<typeof educationSchema>;
export type EducationValues = z.output<typeof educationSchema>;

/** PUT .../order: every entry's id, in the new order. */
export const reorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const candidateSkillsSchema = z.object({ skills: skillSlugsSchema });
export type CandidateSkillsInput = z.infer<typeof candidateSkillsSchema>;

/** An entry id from the path; anything else is an entry that does not exist. */
export const entryIdSchema = z.uuid();

export const PROFILE_MESSAGES = { endBeforeStart: END_BEFORE_START } as const;

/** A month as a select gives it ("" or "1".."12" to null or 1..12), for the other sections' dates. */
export const monthInputField = monthField;

/** PUT /api/candidates/profile/visibility (decision 031): discoverable by employers, or private. */
export const profileVisibilitySchema = z.object({ discoverable: z.boolean() });
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

/** The language section's schema, for other features that add languages (the resume review). */
export { languageSchema, type LanguageInput, type LanguageValues } from "./language-schemas";
