import { z } from "zod";
import { text } from "@/lib/text-schema";
import { invalidMessage, textField } from "@/lib/validation/fields";
import { personalInfoSchema } from "@/features/candidate-profile/schemas";
import { EXPERIENCE_LEVELS, PREFERENCE_LIMITS, type ExperienceLevel } from "@/features/candidate-preferences/schemas";
import { STEP_KEYS } from "./steps";

/*
 * One schema per onboarding step, used unchanged by the step's form (zodResolver) and by its route
 * handler (decision 030). Fields that Candidate360's personal info also has are picked from
 * personalInfoSchema, so both pages refuse the same input with the same words (spec 5 and 8).
 */
export const ONBOARDING_MESSAGES = {
  /** Where: nothing at all given (our words on the spec's pattern: an empty required field). */
  noPlace: invalidMessage("ZIP code"),
  tooManyTitles: `Add at most ${PREFERENCE_LIMITS.desiredTitles} job titles`,
  tooManyCategories: `Choose at most ${PREFERENCE_LIMITS.desiredCategories} job categories`,
  invalidCategory: invalidMessage("Job category"),
} as const;

export const nameStepSchema = personalInfoSchema.pick({ firstName: true, lastName: true });
export type NameStepInput = z.input<typeof nameStepSchema>;
export type NameStepValues = z.output<typeof nameStepSchema>;

/** Where: a ZIP code, or a city (and state), or remote jobs only; at least one of them. */
export const locationStepSchema = personalInfoSchema.pick({ postalCode: true, city: true, state: true, remoteOnly: true }).superRefine((v, ctx) => {
  if (v.postalCode === "" && v.city === "" && !v.remoteOnly) ctx.addIssue({ code: "custom", path: ["postalCode"], message: ONBOARDING_MESSAGES.noPlace });
});
export type LocationStepInput = z.input<typeof locationStepSchema>;
export type LocationStepValues = z.output<typeof locationStepSchema>;

/** One desired job title as typed (the title input of the work step checks it before adding it). */
export const desiredTitleSchema = textField("Job title", PREFERENCE_LIMITS.desiredTitle, { required: true });

/** A category slug as the form sends it; whether it is a top-level jobs category is the server's check. */
const categorySlugSchema = text({ error: ONBOARDING_MESSAGES.invalidCategory }).max(100, { error: ONBOARDING_MESSAGES.invalidCategory });

export const workStepSchema = z.object({
  desiredTitles: z
    .array(desiredTitleSchema, { error: invalidMessage("Job title") })
    .max(PREFERENCE_LIMITS.desiredTitles, { error: ONBOARDING_MESSAGES.tooManyTitles })
    // The same title twice (whatever its case) is kept once, in the order first given.
    .transform((titles) => titles.filter((t, i) => titles.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i)),
  desiredCategories: z
    .array(categorySlugSchema, { error: ONBOARDING_MESSAGES.invalidCategory })
    .max(PREFERENCE_LIMITS.desiredCategories, { error: ONBOARDING_MESSAGES.tooManyCategories })
    .transform((slugs) => [...new Set(slugs)]),
});
export type WorkStepInput = z.input<typeof workStepSchema>;
export type WorkStepValues = z.output<typeof workStepSchema>;

const experienceLevelField = z.enum(["", ...EXPERIENCE_LEVELS.map((l) => l.value)] as ["", ...ExperienceLevel[]], { error: invalidMessage("Experience level") });

export const experienceStepSchema = personalInfoSchema.pick({ yearsOfExperience: true }).extend({ experienceLevel: experienceLevelField });
export type ExperienceStepInput = z.input<typeof experienceStepSchema>;
export type ExperienceStepValues = z.output<typeof experienceStepSchema>;

export const authorizationStepSchema = personalInfoSchema.pick({ workAuthorization: true });
export type AuthorizationStepInput = z.input<typeof authorizationStepSchema>;
export type AuthorizationStepValues = z.output<typeof authorizationStepSchema>;

/** PUT .../position: the step on screen (Back, or "Skip this step"), remembered to resume at. */
export const positionSchema = z.object({ step: z.enum(STEP_KEYS, { error: invalidMessage("Step") }) });
