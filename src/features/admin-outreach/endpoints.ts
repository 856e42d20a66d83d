/* The outreach and health APIs, relative to the API client's /api base (decision 057). */
export const ADMIN_BROADCASTS_API = "/admin/notifications";
export const ADMIN_BROADCAST_PREVIEW_API = "/admin/notifications/preview";
export const ADMIN_MAIL_VERIFY_API = "/admin/system/mail/verify";
