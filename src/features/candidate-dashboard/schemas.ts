import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * GET /api/candidates/dashboard's answer (spec 3 "Candidate dashboard response", decision 025):
 * the brand (name is the variant key the shell and tour read), the person's first name, the newest
 * open jobs (recently viewed jobs live in the browser, spec 3) and the counts that exist today.
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

export const candidateDashboardSchema = z.object({
  name: text(),
  brandName: text(),
  partner: z.boolean(),
  firstName: text().nullable(),
  newestJobs: z.array(dashboardJobSchema),
  counts: z.object({
    unreadNotifications: z.number().int().min(0),
    emailCategoriesOn: z.number().int().min(0),
    emailCategories: z.number().int().min(0),
  }),
});

export type DashboardJob = z.infer<typeof dashboardJobSchema>;
export type CandidateDashboard = z.infer<typeof candidateDashboardSchema>;
