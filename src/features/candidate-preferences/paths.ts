/* The preference sections' API paths as the browser client takes them (it adds /api); decision 027. */
export const PREFERENCES_API = "/candidates/profile/preferences";
export const EMPLOYMENT_PREFS_API = `${PREFERENCES_API}/employment`;
export const COMPENSATION_PREFS_API = `${PREFERENCES_API}/compensation`;
export const EXPERIENCE_API = `${PREFERENCES_API}/experience`;
