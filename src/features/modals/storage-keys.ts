/*
 * Browser-storage entries of spec 3 ("a logout flag, recent courses, recent jobs,
 * personality-assessment parameters, and the dismissed-banner flag"), named in one place. The banner
 * flag (hide-notification-banner) belongs to the shell's banner; it is listed here for completeness
 * and is not cleared at logout (it lives for the browser session only).
 */
export const STORAGE_KEYS = {
  logout: "logout",
  recentCourses: "recent-courses",
  recentJobs: "recent-jobs",
  personalityAssessment: "personality-assessment",
  hideNotificationBanner: "hide-notification-banner",
} as const;

/** Cleared at logout (spec 4). */
export const LOGOUT_CLEARED_KEYS = [STORAGE_KEYS.personalityAssessment, STORAGE_KEYS.recentCourses, STORAGE_KEYS.recentJobs] as const;

/** Tracking session state: the telemetry session cookies and session-storage entry (renewed on the next visit). */
export const TRACKING_SESSION_COOKIES = ["ai_session", "ai_authUser"] as const;
export const TRACKING_SESSION_STORAGE_KEY = "upstep-tracking-session";
