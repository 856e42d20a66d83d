import { z } from "zod";
import { text } from "@/lib/text-schema";
import { NOTIFICATION_LIMITS, notificationLinkSchema } from "@/features/notifications/schemas";
import { selfIdentificationReportQuerySchema } from "@/features/self-identification/schemas";
import { SEGMENT_ROLES, type BroadcastSegment } from "./types";

/*
 * What the outreach pages and APIs accept (decision 057). Empty strings mean "any" so a GET form's
 * blank choices and a JSON body read the same.
 */
const blankToNull = (v: string | undefined | null) => (v === undefined || v === null || v.trim() === "" ? null : v.trim());

const ROLE_VALUES = SEGMENT_ROLES.map((r) => r.value) as [string, ...string[]];

export const MAX_ACTIVE_DAYS = 3650;

export const segmentSchema = z
  .object({
    role: text().max(40).nullish().transform(blankToNull).pipe(z.enum(ROLE_VALUES, { message: "Role must be candidates, hiring managers, recruiters or administrators" }).nullable()),
    state: text().max(50, "State must be at most 50 characters").nullish().transform(blankToNull),
    category: text().max(100, "Category must be at most 100 characters").nullish().transform(blankToNull),
    activeDays: z
      .union([z.number(), text().max(6)])
      .nullish()
      .transform((v) => (v === undefined || v === null || v === "" ? null : Number(v)))
      .pipe(z.number({ message: "Active days must be a number" }).int("Active days must be a whole number").min(1, "Active days must be at least 1").max(MAX_ACTIVE_DAYS, `Active days must be at most ${MAX_ACTIVE_DAYS}`).nullable()),
  })
  .transform((s) => s as BroadcastSegment);

export const composeBroadcastSchema = z.strictObject({
  title: text().trim().min(1, "Title is required").max(NOTIFICATION_LIMITS.title, `Title must be at most ${NOTIFICATION_LIMITS.title} characters`),
  body: text().trim().max(NOTIFICATION_LIMITS.body, `Message must be at most ${NOTIFICATION_LIMITS.body} characters`).default(""),
  link: z
    .union([z.literal(""), notificationLinkSchema])
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z.boolean().default(false),
  segment: segmentSchema,
  /** The count the administrator confirmed; the send is refused if the segment has since changed size. */
  expectedCount: z.number().int().min(0).optional(),
});
export type ComposeBroadcastInput = z.input<typeof composeBroadcastSchema>;
export type ComposeBroadcast = z.output<typeof composeBroadcastSchema>;

export const broadcastsQuerySchema = z.object({
  page: text().regex(/^\d{1,5}$/, "Page must be a number").optional().transform((v) => (v ? Math.max(1, Number(v)) : 1)),
});

/**
 * /admin/demographics-tracking's filters: the self-identification report's own (company, posting,
 * date range; decision 034) and a period, a month ("2026-11") or a quarter ("2026-Q4"), which when
 * given replaces the date range.
 */
export const demographicsQuerySchema = selfIdentificationReportQuerySchema.extend({
  period: text()
    .max(10)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(text().regex(/^\d{4}-((0[1-9]|1[0-2])|Q[1-4])$/, "Period must be a month (2026-11) or a quarter (2026-Q4)").optional()),
});
export type DemographicsQuery = z.output<typeof demographicsQuerySchema>;
