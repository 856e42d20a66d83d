/*
 * The 25 feature flag keys of spec section 3, with Upstep's titles, descriptions, apiVersion and
 * default state. The seed upserts these definitions (never overwriting an admin's on/off choice).
 * apiVersion values lie within the spec's 3.73 to 4.44 range.
 */
export const FLAG_DEFINITIONS = [
  { key: "admin-dashboard", title: "Admin dashboard", description: "The administrator dashboard with platform figures.", apiVersion: "3.73", enabled: true },
  { key: "okr_non_google", title: "OKR dashboard (first-party data)", description: "OKR dashboard built from Upstep's own data rather than an external analytics source.", apiVersion: "3.80", enabled: false },
  { key: "profile-completion-widget", title: "Profile completion widget", description: "Shows candidates how complete their Candidate360° profile is and what to add next.", apiVersion: "3.85", enabled: true },
  { key: "mfa-reset", title: "MFA reset by administrators", description: "Lets an administrator reset another user's two-factor authentication.", apiVersion: "3.90", enabled: true },
  { key: "jpa_guid", title: "Job posting analytics ids", description: "Tags job posting analytics with stable job identifiers.", apiVersion: "3.92", enabled: false },
  { key: "companies-search", title: "Companies search", description: "Search companies by name in the companies directory.", apiVersion: "3.95", enabled: true },
  { key: "getting-hired-landing", title: "Getting hired landing page", description: "The page announcing Upstep to job seekers.", apiVersion: "4.00", enabled: true },
  { key: "product-tour", title: "Product tour", description: "The guided tour for new candidates on Upstep's own dashboard.", apiVersion: "4.02", enabled: true },
  { key: "sitemap-v2", title: "Sitemap v2", description: "Sitemap index with job sitemaps of at most 50,000 URLs each.", apiVersion: "4.05", enabled: true },
  { key: "off-platform-events", title: "Off-platform events", description: "Events hosted elsewhere, listed beside Upstep's own.", apiVersion: "4.08", enabled: false },
  { key: "event-skills-experience-fields", title: "Event skills and experience fields", description: "Extra skills and experience questions on event registration.", apiVersion: "4.10", enabled: false },
  { key: "rss-feed", title: "RSS feed", description: "Recent jobs and posts as an RSS feed at /rss.", apiVersion: "4.12", enabled: true },
  { key: "admin-job-location-management", title: "Job location management", description: "Administrators correct and merge job locations.", apiVersion: "4.15", enabled: true },
  { key: "job-apply-ofccp", title: "OFCCP self-identification forms", description: "Applying on Upstep offers the federal contractors' forms: the disability form CC-305 and the invitation to self-identify as a protected veteran.", apiVersion: "4.18", enabled: false },
  { key: "job-apply-self-report", title: "Voluntary self-identification", description: "Applying on Upstep offers voluntary questions on gender, race/ethnicity, veteran status and disability, kept from the hiring team.", apiVersion: "4.20", enabled: true },
  { key: "browse-jobs", title: "Browse jobs", description: "Browse jobs by state, city, company, category and remote.", apiVersion: "4.22", enabled: true },
  { key: "employer-resources", title: "Employer resources", description: "Guides and resources for employers.", apiVersion: "4.25", enabled: true },
  { key: "resume-upload-v4", title: "Resume upload v4", description: "The resume upload and parsing flow.", apiVersion: "4.28", enabled: true },
  { key: "hiring-tracker", title: "Hiring tracker", description: "Administrators track hires across employers.", apiVersion: "4.30", enabled: true },
  { key: "requisitions", title: "Requisitions", description: "Employers manage requisitions.", apiVersion: "4.32", enabled: true },
  { key: "partner-outcome-tab", title: "Partner outcome tab", description: "Community partners see their candidates' outcomes.", apiVersion: "4.35", enabled: false },
  { key: "g2-employment-v2", title: "Employer self-serve sign-up", description: "Employers sign up and create or join their company on their own (decision 038); off: employer sign-up leads to the request-a-demo page and people join companies only by invitation.", apiVersion: "4.38", enabled: true },
  { key: "job-alerts", title: "Job alerts", description: "Candidates get emails when new jobs match their saved searches.", apiVersion: "4.40", enabled: true },
  { key: "requisition-tracker", title: "Requisition tracker", description: "Administrators track requisitions across employers.", apiVersion: "4.42", enabled: true },
  { key: "recent-job-searches", title: "Recent job searches", description: "Shows a signed-in user's recent job searches.", apiVersion: "4.44", enabled: true },
] as const;

export type FlagKey = (typeof FLAG_DEFINITIONS)[number]["key"];

/**
 * One feature flag as stored (a feature_flags row, without who changed it). `key` is a string: a row
 * whose definition has since been removed keeps its key. The one shape of a flag: the server reads
 * it, the admin API sends it with updatedAt as text (features/admin/types.ts).
 */
export type FeatureFlag = {
  id: string;
  key: string;
  title: string;
  description: string;
  apiVersion: string | null;
  enabled: boolean;
  updatedAt: Date;
};

export const FLAG_KEYS: readonly FlagKey[] = FLAG_DEFINITIONS.map((f) => f.key);

export function isFlagKey(value: string): value is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(value);
}
