import { z } from "zod";
import { text } from "@/lib/text-schema";
import { ADMIN_MESSAGES } from "./messages";

/*
 * zod inputs of the admin area, shared by the pages, the forms and the API handlers.
 */
export const DESCRIPTION_MAX = 500;
export const USERS_PAGE_SIZE = 25;
export const USERS_QUERY_MAX = 200;

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

/**
 * /admin/users?q=&page=: a missing, malformed or out-of-range page is page 1; the search is trimmed
 * and capped so that a pasted essay does not become a database query.
 */
export const usersListQuerySchema = z.object({
  q: text()
    .optional()
    .catch(undefined)
    .transform((v) => (v ?? "").trim().slice(0, USERS_QUERY_MAX)),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined).transform((v) => v ?? 1),
});

export type UsersListQuery = z.infer<typeof usersListQuerySchema>;
