import { z } from "zod";
import { text } from "@/lib/text-schema";
import { SAVED_SEARCH_EMAIL_FREQUENCIES } from "@/db/schema/talent";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from "./limits";

/*
 * Saved talent searches (issue 17 part 3, decision 044): the inputs of the API and the dialog, one
 * schema for both. The search itself is talent search's own params schema.
 */
const name = text()
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.nameMax, SAVED_SEARCH_MESSAGES.nameTooLong);

export const newSavedSearchSchema = z.object({
  name,
  params: talentSearchParamsSchema,
  notify: z.boolean().default(true),
  emailFrequency: z.enum(SAVED_SEARCH_EMAIL_FREQUENCIES).default("daily"),
});
export type NewSavedSearchInput = z.input<typeof newSavedSearchSchema>;
export type NewSavedSearchValues = z.output<typeof newSavedSearchSchema>;

/** A change: any of the fields (the search itself too, e.g. from the search page later). */
export const savedSearchPatchSchema = z
  .object({
    name,
    params: talentSearchParamsSchema,
    notify: z.boolean(),
    emailFrequency: z.enum(SAVED_SEARCH_EMAIL_FREQUENCIES),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change." });
export type SavedSearchPatch = z.output<typeof savedSearchPatchSchema>;
