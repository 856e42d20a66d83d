import { z } from "zod";
import { text } from "@/lib/text-schema";
import { invalidMessage, textField } from "@/lib/validation/fields";
import { APPLY_STEPS } from "./types";
import { APPLY_SOURCES } from "./source";

/*
 * What the apply form sends (decision 033), one schema for the form and the handlers. A draft is saved
 * step by step, so every field is optional here; what a submitted application must hold (a resume,
 * the required answers) is checked at submit (screening-rules.ts, submit-application.ts). Limits
 * match db/schema/applications.ts.
 */
export const APPLICATION_LIMITS = {
  coverLetter: 5000,
  /** The longest answer to a short-text question (and the most characters any answer reads). */
  answer: 500,
  /** More questions than a job can have; a longer list is refused unread. */
  answers: 50,
  /** Days a draft is kept after its last edit. */
  draftDays: 14,
} as const;

const L = APPLICATION_LIMITS;

export const coverLetterField = textField("Cover letter", L.coverLetter);

export const screeningAnswerInput = z.object({
  questionId: z.uuid({ error: invalidMessage("question") }),
  answer: text({ error: invalidMessage("answer") }).trim().max(L.answer, { error: `Answers must be less than ${L.answer} characters.` }),
});
export type ScreeningAnswerInput = z.infer<typeof screeningAnswerInput>;

/** PUT /api/candidates/applications/by-job/{jobId}: creates the draft if needed and saves what is sent. */
export const saveDraftSchema = z.object({
  resumeId: z.uuid({ error: "Choose one of your resumes" }).nullable().optional(),
  coverLetter: coverLetterField.optional(),
  answers: z.array(screeningAnswerInput).max(L.answers, { error: invalidMessage("answers") }).optional(),
  draftStep: z.enum(APPLY_STEPS, { error: invalidMessage("step") }).optional(),
  /** Where the person came to apply from; kept from the first save only (decision 040). */
  source: z.enum(APPLY_SOURCES, { error: invalidMessage("source") }).optional(),
});
export type SaveDraft = z.infer<typeof saveDraftSchema>;

/** The cover letter step's form (the answers are checked by screening-rules.ts, per question). */
export const coverLetterFormSchema = z.object({ coverLetter: coverLetterField });
export type CoverLetterForm = z.infer<typeof coverLetterFormSchema>;
