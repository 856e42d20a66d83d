import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * GET /api/candidates/dashboard's answer (spec 3 "Candidate dashboard response", decision 025):
 * the brand (name is the variant key the shell and tour read), the person's first name, the newest
 * open jobs (recently viewed jobs live in the browser, spec 3), the counts that exist today, the
 * profile's completion (behind its flag) and the jobs recommended from the profile with their reasons.
 */
export const dashboardJobSchema = z.object({
  id: text(),
  title: text(),
  company: text(),
  place: text().nullable(),
  remote: z.boolean(),
  postedAt: text(),
  url: text(),
});

/** The profile-completion widget's figures (flag profile-completion-widget; decision 024's profileCompletion). */
export const dashboardCompletionSchema = z.object({
  percent: z.number().int().min(0).max(100),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The first missing section, in the order a person fills a profile; null when all are done. */
  next: z
    .object({
      key: text(),
      title: text(),
      detail: text(),
      href: text(),
      linkLabel: text(),
    })
    .nullable(),
});

/** Why a recommended job was picked (decision 025 amendment): what matched, and the sentence people read. */
export const recommendedJobSchema = dashboardJobSchema.extend({
  distanceMiles: z.number().min(0).nullable(),
  employmentType: text().nullable(),
  /** The desired title (or recent title, or headline) the job matched, as the person wrote it. */
  matchedTitle: text().nullable(),
  /** The person's skills the job matched, in the profile's order. */
  matchedSkills: z.array(text()),
  /** "Matches your title Registered Nurse, 4 mi from 60601", "Remote, matches your skill Python". */
  reason: text(),
});

/** What is missing for (better) recommendations: a title to match and a place to measure from. */
export const RECOMMENDATION_GAPS = ["title", "location"] as const;

export const dashboardRecommendationsSchema = z.object({
  jobs: z.array(recommendedJobSchema),
  /** false: the profile has nothing to match on (no title, no skill), so nothing was searched. */
  searched: z.boolean(),
  missing: z.array(z.enum(RECOMMENDATION_GAPS)),
});

export const candidateDashboardSchema = z.object({
  name: text(),
  brandName: text(),
  partner: z.boolean(),
  firstName: text().nullable(),
  newestJobs: z.array(dashboardJobSchema),
  /** null while the profile-completion-widget flag is off. */
  completion: dashboardCompletionSchema.nullable(),
  recommendations: dashboardRecommendationsSchema,
  counts: z.object({
    unreadNotifications: z.number().int().min(0),
    emailCategoriesOn: z.number().int().min(0),
    emailCategories: z.number().int().min(0),
  }),
});

export type DashboardJob = z.infer<typeof dashboardJobSchema>;
export type DashboardCompletion = z.infer<typeof dashboardCompletionSchema>;
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;
export type RecommendationGap = (typeof RECOMMENDATION_GAPS)[number];
export type DashboardRecommendations = z.infer<typeof dashboardRecommendationsSchema>;
export type CandidateDashboard = z.infer<typeof candidateDashboardSchema>;
