import { z } from "zod";
import { text } from "@/lib/text-schema";
import { PROMOTION_MESSAGES as M } from "./messages";

/*
 * Promoted jobs (issue 19, decision 056): a job, a start and an end date (UTC days; the promotion
 * runs from 00:00 UTC on the start date until 00:00 UTC on the end date) and a boost level 1-3.
 */
export const PROMOTION_MAX_DAYS = 90;
export const BOOST_LEVELS = [1, 2, 3] as const;
export const PROMOTIONS_PAGE_SIZE = 20;
export const PROMOTIONS_QUERY_MAX = 200;
export const PROMOTION_FILTERS = ["all", "active", "scheduled", "ended"] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];
export const PROMOTION_SORTS = ["starts", "ends", "title", "boost", "created"] as const;
export type PromotionSort = (typeof PROMOTION_SORTS)[number];

const day = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateFormat)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.dateFormat);

const boost = z.coerce.number({ error: M.boostRange }).int(M.boostRange).min(1, M.boostRange).max(3, M.boostRange);

function checkRange(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const start = Date.parse(`${v.startDate}T00:00:00Z`);
  const end = Date.parse(`${v.endDate}T00:00:00Z`);
  if (end <= start) ctx.addIssue({ code: "custom", path: ["endDate"], message: M.endAfterStart });
  else if ((end - start) / 86_400_000 > PROMOTION_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: M.tooLong });
}

/** POST /api/admin/promoted-jobs */
export const createPromotionSchema = z
  .strictObject({
    jobId: z.uuid({ error: M.jobRequired }),
    startDate: day(M.startRequired),
    endDate: day(M.endRequired),
    boost,
  })
  .superRefine(checkRange);
export type CreatePromotionInput = z.infer<typeof createPromotionSchema>;

/** PATCH /api/admin/promoted-jobs/[id]: new dates and boost (an active one keeps its start). */
export const updatePromotionSchema = z
  .strictObject({
    startDate: day(M.startRequired),
    endDate: day(M.endRequired),
    boost,
  })
  .superRefine(checkRange);
export type UpdatePromotionInput = z.infer<typeof updatePromotionSchema>;

/** POST /api/admin/promoted-jobs/[id]/end: end an active promotion now, or cancel a scheduled one. */
export const endPromotionSchema = z.strictObject({ action: z.enum(["end", "cancel"]) });
export type EndPromotionInput = z.infer<typeof endPromotionSchema>;

/** GET /api/admin/promoted-jobs/jobs?q=: jobs to promote, by title, company or id. */
export const jobPickerQuerySchema = z.object({ q: text().trim().max(PROMOTIONS_QUERY_MAX).default("") });

/** The promoted-jobs queue's payload: the run looks at every promotion, so any job of it is safe to repeat. */
export const promotionSchedulePayload = z.object({ promotionId: z.uuid().optional(), at: text().max(40).optional() });

/** /admin/promoted-jobs?q=&status=&sort=&dir=&page= */
export const promotionsListQuerySchema = z.object({
  q: text()
    .optional()
    .catch(undefined)
    .transform((v) => (v ?? "").trim().slice(0, PROMOTIONS_QUERY_MAX)),
  status: z.enum(PROMOTION_FILTERS).optional().catch(undefined).transform((v) => v ?? "all"),
  sort: z.enum(PROMOTION_SORTS).optional().catch(undefined).transform((v) => v ?? "starts"),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined).transform((v) => v ?? "desc"),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined).transform((v) => v ?? 1),
});
export type PromotionsListQuery = z.infer<typeof promotionsListQuerySchema>;
