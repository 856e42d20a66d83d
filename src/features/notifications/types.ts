/*
 * The notification types (issue 13 part 3, decision 020): one table says, per type, how it reads in
 * the inbox, which email category a person's preferences switch it by (features/email, the
 * preferences at /dashboard/settings), and whether an unread one is emailed after 24 hours.
 * `emailCategory: null` means no preference applies: transactional (account security, whose mail
 * the person cannot turn off) or in-app only (system).
 *
 * Shared by the server (notify, the email step) and the browser (labels): no server-only import.
 */
import type { NotificationView } from "./live-event";

/** The email categories a person can turn on or off (issue 13 part 2; features/email owns the preferences). */
export const EMAIL_CATEGORIES = ["job-alerts", "application-updates", "employer-messages", "events", "product-news"] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export type NotificationTypeInfo = {
  /** What the inbox shows beside it ("Application update"). */
  label: string;
  /** The preference that decides whether it is emailed; null: transactional or in-app only. */
  emailCategory: EmailCategory | null;
  /** Whether a notification of this type still unread after UNREAD_EMAIL_FALLBACK_MS is emailed. */
  emailWhenUnreadAfter24h: boolean;
  /** Whether it is mailed at once whatever the preferences say (account security). */
  transactional: boolean;
};

export const NOTIFICATION_TYPES = {
  "application-update": { label: "Application update", emailCategory: "application-updates", emailWhenUnreadAfter24h: true, transactional: false },
  "job-alert": { label: "Job alert", emailCategory: "job-alerts", emailWhenUnreadAfter24h: false, transactional: false },
  "employer-message": { label: "Message from an employer", emailCategory: "employer-messages", emailWhenUnreadAfter24h: true, transactional: false },
  "event-reminder": { label: "Event reminder", emailCategory: "events", emailWhenUnreadAfter24h: false, transactional: false },
  "product-news": { label: "Product news", emailCategory: "product-news", emailWhenUnreadAfter24h: false, transactional: false },
  "account-security": { label: "Account security", emailCategory: null, emailWhenUnreadAfter24h: false, transactional: true },
  /** A saved talent search's new matching candidate (decision 044): in-app only; its email is the saved searches' own daily email. */
  "talent-match": { label: "Saved search match", emailCategory: null, emailWhenUnreadAfter24h: false, transactional: false },
  system: { label: "Upstep", emailCategory: null, emailWhenUnreadAfter24h: false, transactional: false },
} as const satisfies Record<string, NotificationTypeInfo>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_KEYS = Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]];

/** How long an unread notification of a fallback type waits before it is emailed. */
export const UNREAD_EMAIL_FALLBACK_MS = 24 * 60 * 60 * 1000;

/** Notifications per inbox page (decision 020). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export function isNotificationType(value: string): value is NotificationType {
  return Object.hasOwn(NOTIFICATION_TYPES, value);
}

/** The type's inbox label; a type no longer in the table (an old row) reads as Upstep's own. */
export function notificationTypeLabel(type: string): string {
  return isNotificationType(type) ? NOTIFICATION_TYPES[type].label : NOTIFICATION_TYPES.system.label;
}

/** One page of a person's inbox. */
export type NotificationsPage = {
  items: NotificationView[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  unreadCount: number;
};
