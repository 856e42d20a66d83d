import { z } from "zod";
import { REJECTION_REASONS } from "@/db/schema/employers";
import { textField } from "@/lib/validation/fields";
import { EMPLOYER_STAGES } from "./stages";

/* The application-status API's inputs (decision 035). */

export const STAGE_MESSAGE = "Choose a stage: Viewed, In review, Interviewing, Offer, Hired or Not selected.";

export const REJECTION_REASON_MESSAGE = "Choose a reason for rejecting.";

/**
 * PUT /api/employer/applications/{id}/stage: either the company's pipeline stage ({ stageId }, with a
 * reason when it is the Rejected stage; issue 16, decision 040) or, as decision 035 had it, the
 * candidate-facing stage ({ stage }), which moves the pipeline to the first stage showing it.
 */
export const moveStageSchema = z
  .strictObject({
    stage: z.enum(EMPLOYER_STAGES, { error: STAGE_MESSAGE }).optional(),
    stageId: z.uuid({ error: "Choose a stage." }).optional(),
    reason: z.enum(REJECTION_REASONS, { error: REJECTION_REASON_MESSAGE }).optional(),
    note: textField("Note", 500).optional(),
  })
  .refine((v) => (v.stage === undefined) !== (v.stageId === undefined), { message: STAGE_MESSAGE, path: ["stage"] });
export type MoveStageInput = z.infer<typeof moveStageSchema>;

/** POST /api/candidates/external-apply-clicks (JSON, or text/plain JSON from navigator.sendBeacon). */
export const externalApplyClickSchema = z.strictObject({ jobId: z.uuid({ error: "Choose a job." }) });

/** PUT /api/candidates/external-apply-clicks/{jobId} */
export const didYouApplySchema = z.strictObject({ answer: z.enum(["yes", "no"], { error: "Answer yes or no." }) });
