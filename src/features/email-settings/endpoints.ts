/** The preferences API (src/app/api/email/preferences), as the api client takes it (base /api). */
export const EMAIL_PREFERENCES_API = "/email/preferences";
