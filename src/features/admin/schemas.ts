import { z } from "zod";
import { text } from "@/lib/text-schema";
import { ADMIN_MESSAGES } from "./messages";

/*
 * zod inputs of the admin area, shared by the pages, the forms and the API handlers.
 */
export const DESCRIPTION_MAX = 500;

export const idSchema = z.uuid({ error: ADMIN_MESSAGES.invalidId });

export const flagDescriptionSchema = text()
  .trim()
  .min(1, ADMIN_MESSAGES.descriptionRequired)
  .max(DESCRIPTION_MAX, ADMIN_MESSAGES.descriptionTooLong);

/** PATCH /api/admin/features/[id]: at least one of enabled and description; nothing else. */
export const updateFeatureFlagSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    description: flagDescriptionSchema.optional(),
  })
  .refine((v) => v.enabled !== undefined || v.description !== undefined, { message: ADMIN_MESSAGES.patchNeedsAField });

export type UpdateFeatureFlagInput = z.infer<typeof updateFeatureFlagSchema>;
