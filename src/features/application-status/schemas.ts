import { z } from "zod";
import { EMPLOYER_STAGES } from "./stages";

/* The application-status API's inputs (decision 035). */

export const STAGE_MESSAGE = "Choose a stage: Viewed, In review, Interviewing, Offer, Hired or Not selected.";

/** PUT /api/employer/applications/{id}/stage */
export const moveStageSchema = z.strictObject({ stage: z.enum(EMPLOYER_STAGES, { error: STAGE_MESSAGE }) });

/** POST /api/candidates/external-apply-clicks (JSON, or text/plain JSON from navigator.sendBeacon). */
export const externalApplyClickSchema = z.strictObject({ jobId: z.uuid({ error: "Choose a job." }) });

/** PUT /api/candidates/external-apply-clicks/{jobId} */
export const didYouApplySchema = z.strictObject({ answer: z.enum(["yes", "no"], { error: "Answer yes or no." }) });
