import "server-only";
import type { jobPostings, PostingQuestion } from "@/db/schema/employers";
import { sanitizeDescription } from "@/features/jobs/server/queries";
import { formatCurrency } from "@/lib/validation/fields";
import { expiryInstant, filledLocations, postingFormSchema, type PostingFormInput, type PostingValues } from "../schemas";
import type { PostingRow } from "./live-job";

/*
 * A posting's row and the form's values, both ways (decision 039). The description is sanitised here,
 * on the way in (and again when the job page renders it).
 */
type PostingWrite = Partial<typeof jobPostings.$inferInsert>;

export function rowValues(v: PostingValues): PostingWrite {
  const questions: PostingQuestion[] = v.questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: q.options,
    required: q.required,
    knockoutAnswers: q.knockoutAnswers,
    knockoutMin: q.knockoutMin,
    knockoutMax: q.knockoutMax,
  }));
  return {
    title: v.title,
    descriptionHtml: sanitizeDescription(v.descriptionHtml),
    remote: v.remote ? 1 : 0,
    locations: filledLocations(v.locations).map((l) => ({ city: l.city, state: l.state, postalCode: l.postalCode })),
    employmentType: v.employmentType,
    categoryId: v.categoryId,
    subcategoryId: v.categoryId ? v.subcategoryId : null,
    salaryMinCents: v.salaryMin,
    salaryMaxCents: v.salaryMax,
    salaryPeriod: v.salaryMin === null && v.salaryMax === null ? null : v.salaryPeriod,
    skills: v.skills,
    questions,
    applyMode: v.applyMode,
    applyUrl: v.applyUrl,
    expiresAt: v.expiresOn ? expiryInstant(v.expiresOn) : null,
    scorecardAttributes: v.scorecardAttributes,
  };
}

const money = (cents: number | null) => (cents === null ? "" : formatCurrency(cents));

/** The row as the form holds it (what GET returns and the edit page starts from). */
export function formInput(row: PostingRow): PostingFormInput {
  return {
    title: row.title,
    descriptionHtml: row.descriptionHtml,
    remote: row.remote === 1,
    locations: row.locations.length ? row.locations.map((l) => ({ city: l.city, state: l.state, postalCode: l.postalCode ?? "" })) : row.remote ? [] : [{ city: "", state: "", postalCode: "" }],
    salaryMin: money(row.salaryMinCents),
    salaryMax: money(row.salaryMaxCents),
    salaryPeriod: row.salaryPeriod ?? "",
    employmentType: row.employmentType ?? "",
    categoryId: row.categoryId ?? "",
    subcategoryId: row.subcategoryId ?? "",
    skills: row.skills,
    questions: row.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options,
      required: q.required,
      knockoutAnswers: q.knockoutAnswers,
      knockoutMin: q.knockoutMin === null ? "" : String(q.knockoutMin),
      knockoutMax: q.knockoutMax === null ? "" : String(q.knockoutMax),
    })),
    applyMode: row.applyMode,
    applyUrl: row.applyUrl ?? "",
    expiresOn: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : "",
    scorecardAttributes: row.scorecardAttributes,
    ownerUserId: row.ownerUserId ?? "",
  };
}

/** The row's values as a save would give them (for the checks a status change runs). */
export function rowAsValues(row: PostingRow): PostingValues {
  const parsed = postingFormSchema.safeParse(formInput(row));
  if (!parsed.success) throw new Error(`a stored posting does not read back: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
