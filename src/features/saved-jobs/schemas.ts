import { z } from "zod";
import { text } from "@/lib/text-schema";
import { JOB_MARKS_MAX_IDS, SAVED_JOBS_LIMIT } from "./limits";
import { JOB_ID_PATTERN } from "./paths";

/*
 * Inputs of the saved-jobs API (decision 036): a job id to save, and the ids of the jobs a listing
 * shows, to mark (at most JOB_MARKS_MAX_IDS per request: a page of results is 20).
 */
export { JOB_MARKS_MAX_IDS, SAVED_JOBS_LIMIT } from "./limits";

/** Our words where the spec has none (decision 036). */
export const SAVED_JOB_MESSAGES = {
  jobId: "Choose a job to save",
  ids: "Give the ids of the jobs to mark, separated by commas",
  tooManyIds: `Ask for at most ${JOB_MARKS_MAX_IDS} jobs at a time`,
  limit: `You can keep up to ${SAVED_JOBS_LIMIT} saved jobs. Remove one to save another.`,
  notFound: "This job does not exist.",
} as const;

const jobId = text({ error: SAVED_JOB_MESSAGES.jobId }).trim().toLowerCase().max(36, SAVED_JOB_MESSAGES.jobId).regex(JOB_ID_PATTERN, SAVED_JOB_MESSAGES.jobId);

export const saveJobSchema = z.object({ jobId });

/** A job id in a path, or null when it cannot be one (a job that does not exist). */
export function parseJobId(value: string | undefined): string | null {
  const parsed = jobId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** ?ids=a,b,c: 1 to 50 job ids (case, spaces and repeats do not matter). */
export const jobMarksQuerySchema = z.object({
  ids: text({ error: SAVED_JOB_MESSAGES.ids })
    .max(JOB_MARKS_MAX_IDS * 40, SAVED_JOB_MESSAGES.tooManyIds)
    .transform((value, ctx) => {
      const ids = [...new Set(value.split(",").map((s) => s.trim().toLowerCase()))];
      if (!ids.every((id) => JOB_ID_PATTERN.test(id))) ctx.addIssue({ code: "custom", message: SAVED_JOB_MESSAGES.ids });
      else if (ids.length > JOB_MARKS_MAX_IDS) ctx.addIssue({ code: "custom", message: SAVED_JOB_MESSAGES.tooManyIds });
      else return ids;
      return z.NEVER;
    }),
});
