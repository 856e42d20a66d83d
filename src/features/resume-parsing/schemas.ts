import { z } from "zod";
import { educationSchema, languageSchema, personalInfoSchema, workHistorySchema } from "@/features/candidate-profile/schemas";
import { skillSlugsSchema } from "@/features/skills/schemas";

/*
 * What the person accepts from a resume's proposal (decision 029): POST
 * /api/candidates/resumes/{id}/parse/accept. Every part is built from the candidate profile's own
 * schemas, so an accepted job is checked exactly as one typed on the work-history page, with the
 * spec's messages. The review form (components/resume-proposal-review.tsx) checks the ticked parts
 * with these same schemas (review-form.ts) before it sends them.
 */

/** The personal-info fields a resume can fill (the account's email is not one: it is how the person signs in). */
export const CONTACT_FIELDS = ["firstName", "lastName", "phone", "city", "state", "postalCode"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Labels as the personal-info form names them, so a message reads the same on both pages. */
export const CONTACT_LABELS: Record<ContactField, string> = {
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone number",
  city: "City",
  state: "State",
  postalCode: "ZIP code",
};

export const PROPOSAL_LIMITS = {
  workHistory: 30,
  education: 15,
  languages: 20,
  /** The skills form takes at most this many (skillSlugsSchema); an accept may not take the profile past it. */
  skills: 50,
} as const;

/** Only the fields the person ticked; a field not given is never touched. */
export const acceptedContactSchema = personalInfoSchema.pick({ firstName: true, lastName: true, phone: true, city: true, state: true, postalCode: true }).partial();

/** A language to add: the language section's own schema (a listed code and one of the five levels). */
export const acceptedLanguageSchema = languageSchema;
export type AcceptedLanguageInput = z.input<typeof acceptedLanguageSchema>;

export const acceptProposalSchema = z.object({
  contact: acceptedContactSchema.optional(),
  summary: personalInfoSchema.shape.summary.optional(),
  workHistory: z.array(workHistorySchema).max(PROPOSAL_LIMITS.workHistory).default([]),
  education: z.array(educationSchema).max(PROPOSAL_LIMITS.education).default([]),
  skills: skillSlugsSchema.default([]),
  languages: z.array(acceptedLanguageSchema).max(PROPOSAL_LIMITS.languages).default([]),
});
export type AcceptProposalInput = z.input<typeof acceptProposalSchema>;
export type AcceptProposal = z.output<typeof acceptProposalSchema>;

export const RESUME_PARSING_MESSAGES = {
  alreadyReviewed: "You already reviewed what we found in this resume.",
  nothingToAccept: "We could not read this resume, so there is nothing to add from it.",
  tooManySkills: `You can list up to ${PROPOSAL_LIMITS.skills} skills. Remove some skills before adding these.`,
  unreadable: "We could not read this resume. You can fill in your profile by hand.",
  missingFile: "We could not find this resume's file. Upload it again to fill your profile from it.",
} as const;
