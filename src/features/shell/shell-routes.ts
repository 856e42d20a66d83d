/*
 * URLs the shell links to (spec 2.7 route table). Kept here rather than in src/lib/routes.ts, which
 * another area owns in this wave; the lead may move them there.
 */
export const HOME_PATH = "/";
export const CONTACT_PATH = "/contact";
export const RSS_PATH = "/rss";
export const INTERVIEW_PREP_CAMPAIGN_PATH = "/campaign/interview-prep-lp";
export const RESUME_BUILDER_CAMPAIGN_PATH = "/campaign/resume-builder-campaign";
export const CANDIDATE_DASHBOARD_PATH = "/dashboard";
export const CANDIDATE_PROFILE_PATH = "/dashboard/candidate360";
/** Spec 2.7: /dashboard/settings is labelled Job Alerts in the menu. */
export const JOB_ALERTS_PATH = "/dashboard/settings";
export const HIRING_DASHBOARD_PATH = "/hiring/dashboard";
export const HIRING_ACCOUNT_SETTINGS_PATH = "/hiring/account-settings/your-details";
/** Spec 6 says "to the admin dashboard" (/admin/dashboard); that route comes later, so /admin for now. */
export const ADMIN_ENTRY_PATH = "/admin";
export const RECRUITER_ENTRY_PATH = "/talent/subscribers";
export const COOKIE_NOTICE_PATH = "/cookie-notice";
export const CA_NOTICES_PATH = "/ca-notices-at-collection";
export const TERMS_OF_USE_PATH = "/terms-of-service";
export const ACCESSIBILITY_PATH = "/accessibility";
/** Spec 2.1: these hashes open the Upload Avatar and Log Out Confirmation modals (built by the modals area). */
export const PROFILE_PHOTO_HASH = "#profile-photo";
export const LOGOUT_HASH = "#logout";
