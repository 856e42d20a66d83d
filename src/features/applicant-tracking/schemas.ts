import { z } from "zod";
import { APPLICATION_SOURCES } from "@/db/schema/applications";
import { REJECTION_REASONS, SCORECARD_RATINGS } from "@/db/schema/employers";
import { text } from "@/lib/text-schema";
import { invalidMessage, textField, tooLongMessage } from "@/lib/validation/fields";
import { APPLICANT_SORTS } from "./types";
import { REJECTION_REASON_MESSAGE } from "@/features/application-status/schemas";

export { REJECTION_REASON_MESSAGE };

/*
 * The applicant tracking API's inputs (decision 040), shared by the forms and the handlers. Limits
 * match db/schema/employers.ts's checks.
 */
export const ATS_LIMITS = {
  pageSize: 25,
  boardPageSize: 20,
  bulkMove: 100,
  note: 5000,
  rejectionNote: 500,
  scorecardNotes: 5000,
  stageName: 40,
  /** Stages a company may have in all (the three fixed ones included). */
  stages: 15,
  templateName: 80,
  subject: 200,
  body: 5000,
  templates: 50,
  mentions: 20,
  /** Emails one member may send candidates per hour. */
  emailsPerHour: 30,
} as const;
const L = ATS_LIMITS;

export const STAGE_ID_MESSAGE = "Choose a stage.";

const uuid = (what: string) => z.uuid({ error: invalidMessage(what) });
const bool = z.enum(["1", "0", "true", "false"]).transform((v) => v === "1" || v === "true");

/** GET /api/employer/postings/{id}/applicants: filters, sort, page. */
export const applicantsQuerySchema = z.strictObject({
  view: z.enum(["list", "board"]).default("list"),
  /** List: one stage; board: the one column to page ("load more"). */
  stage: uuid("stage").optional(),
  /** knocked-out | passed */
  knockout: z.enum(["knocked-out", "passed"]).optional(),
  /** A question's answer: "{questionId}:{answer}". */
  answer: text().max(700).regex(/^[0-9a-f-]{36}:.+$/i, { error: invalidMessage("answer filter") }).optional(),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  source: z.enum(APPLICATION_SOURCES).optional(),
  withdrawn: bool.optional(),
  sort: z.enum(APPLICANT_SORTS).default("applied-desc"),
  cursor: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;
export type ApplicantFilters = Omit<ApplicantsQuery, "view" | "cursor">;

const rejection = {
  reason: z.enum(REJECTION_REASONS, { error: REJECTION_REASON_MESSAGE }).optional(),
  note: textField("Note", L.rejectionNote).optional(),
};

/** POST /api/employer/postings/{id}/applicants/move: several applicants to one stage. */
export const bulkMoveSchema = z.strictObject({
  applicationIds: z
    .array(uuid("application"))
    .min(1, { error: "Choose at least one applicant." })
    .max(L.bulkMove, { error: `Move at most ${L.bulkMove} applicants at a time.` }),
  stageId: z.uuid({ error: STAGE_ID_MESSAGE }),
  ...rejection,
});
export type BulkMove = z.infer<typeof bulkMoveSchema>;

export const rejectFormSchema = z.object({
  reason: z.enum(REJECTION_REASONS, { error: REJECTION_REASON_MESSAGE }),
  note: textField("Note", L.rejectionNote),
});
export type RejectForm = z.infer<typeof rejectFormSchema>;

export const noteSchema = z.strictObject({
  body: textField("Note", L.note, { required: true }),
  mentionedUserIds: z.array(uuid("member")).max(L.mentions).default([]),
});
export type NoteInput = z.infer<typeof noteSchema>;

export const ratingSchema = z.strictObject({
  /** 1-5 stars, or null to take one's rating back. */
  rating: z.number({ error: "Choose 1 to 5 stars." }).int({ error: "Choose 1 to 5 stars." }).min(1, { error: "Choose 1 to 5 stars." }).max(5, { error: "Choose 1 to 5 stars." }).nullable(),
});

export const SCORECARD_OVERALL_MESSAGE = "Choose an overall recommendation.";
export const scorecardSchema = z.strictObject({
  ratings: z.record(text().max(100), z.enum(SCORECARD_RATINGS, { error: "Choose a rating." })).refine((r) => Object.keys(r).length <= 30, { error: "Too many attributes." }),
  overall: z.enum(SCORECARD_RATINGS, { error: SCORECARD_OVERALL_MESSAGE }),
  notes: textField("Notes", L.scorecardNotes).default(""),
});
export type ScorecardInput = z.infer<typeof scorecardSchema>;

export const templateSchema = z.strictObject({
  name: textField("Name", L.templateName, { required: true }),
  subject: textField("Subject", L.subject, { required: true }),
  body: text({ error: invalidMessage("Message") })
    .trim()
    .min(1, { error: invalidMessage("Message") })
    .max(L.body, { error: tooLongMessage("Message", L.body) }),
});
export type TemplateInput = z.infer<typeof templateSchema>;

/** POST /api/employer/applications/{id}/emails/preview */
export const emailPreviewSchema = z.strictObject({ templateId: uuid("template") });

/** POST /api/employer/applications/{id}/emails: what the sender saw in the preview (placeholders filled again). */
export const sendEmailSchema = z.strictObject({
  templateId: uuid("template").nullable().default(null),
  subject: templateSchema.shape.subject,
  body: templateSchema.shape.body,
});
export type SendEmailInput = z.infer<typeof sendEmailSchema>;

export const stageNameField = textField("Stage name", L.stageName, { required: true });
export const candidateStageField = z.enum(["in-review", "interviewing", "offer"], { error: "Choose what the candidate sees." });

export const createStageSchema = z.strictObject({ name: stageNameField, candidateStage: candidateStageField });
export const updateStageSchema = z.strictObject({ name: stageNameField.optional(), candidateStage: candidateStageField.optional() });
export const reorderStagesSchema = z.strictObject({ stageIds: z.array(uuid("stage")).min(1).max(L.stages) });

/** ?company= on the company-level routes. */
export const companyQuerySchema = z.strictObject({ company: uuid("company") });
