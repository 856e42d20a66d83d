/*
 * What kinds of mail Upstep sends (issue 13, decision 018). Account mail (confirmations, password
 * resets, security notices) is transactional: always sent, never unsubscribable. Every other category
 * can be turned off on /dashboard/settings or with one click from the mail itself (RFC 8058).
 * No server-only import: the settings page's client form reads the labels.
 */
export const EMAIL_CATEGORIES = [
  {
    key: "job-alerts",
    label: "Job alerts",
    description: "New jobs that match the searches you saved.",
    reason: "you asked for job alerts on Upstep",
    defaultEnabled: true,
  },
  {
    key: "application-updates",
    label: "Application updates",
    description: "When an employer views, moves or decides on an application of yours.",
    reason: "you applied for a job on Upstep",
    defaultEnabled: true,
  },
  {
    key: "employer-messages",
    label: "Messages from employers",
    description: "When a hiring team writes to you or invites you to apply.",
    reason: "an employer wrote to you on Upstep",
    defaultEnabled: true,
  },
  {
    key: "events",
    label: "Events",
    description: "Reminders for events you signed up for, and new events near you.",
    reason: "you signed up for events on Upstep",
    defaultEnabled: true,
  },
  {
    key: "product-news",
    label: "Product news",
    description: "Occasional news about Upstep: new features and career tips. At most twice a month.",
    reason: "you said yes to product news from Upstep",
    defaultEnabled: false,
  },
] as const;

export type EmailCategoryKey = (typeof EMAIL_CATEGORIES)[number]["key"];
/** Transactional mail: about the account itself; no unsubscribe. */
export const ACCOUNT_CATEGORY = "account" as const;
export type MailCategory = EmailCategoryKey | typeof ACCOUNT_CATEGORY;

export const EMAIL_CATEGORY_KEYS = EMAIL_CATEGORIES.map((c) => c.key) as [EmailCategoryKey, ...EmailCategoryKey[]];

export function emailCategory(key: string) {
  return EMAIL_CATEGORIES.find((c) => c.key === key);
}

export function isEmailCategory(key: string): key is EmailCategoryKey {
  return EMAIL_CATEGORIES.some((c) => c.key === key);
}
