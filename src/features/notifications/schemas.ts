import { z } from "zod";
import { text } from "@/lib/text-schema";
import { NOTIFICATION_TYPE_KEYS } from "./types";

/*
 * The notifications module's boundaries (issue 13 part 3): what notify() accepts from any caller
 * (a job, an API, the dev notify route), and the inbox API's query and path parameters.
 */
export const NOTIFICATION_LIMITS = { title: 200, body: 2000, link: 2048, dataBytes: 4096 } as const;

const SITE = "http://upstep.invalid";

/**
 * A path inside Upstep: starts with one "/", no backslash, whitespace or control character (browsers
 * drop tabs and newlines and read "\" as "/", so "/\t/evil.example" or "/\evil.example" would leave
 * the site), and resolves to this site.
 */
export function isInternalPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

export const notificationLinkSchema = text()
  .max(NOTIFICATION_LIMITS.link, `Link must be less than ${NOTIFICATION_LIMITS.link} characters.`)
  .refine(isInternalPath, { message: 'Link must be a path inside Upstep, starting with "/"' });

/** What notify(recipient, event) takes. */
export const notifyEventSchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPE_KEYS),
  title: text().trim().min(1, "Title is required").max(NOTIFICATION_LIMITS.title, `Title must be less than ${NOTIFICATION_LIMITS.title} characters.`),
  body: text().trim().max(NOTIFICATION_LIMITS.body, `Body must be less than ${NOTIFICATION_LIMITS.body} characters.`).default(""),
  link: notificationLinkSchema.nullish().transform((v) => v ?? null),
  data: z
    .record(text().max(100), z.unknown())
    .refine((v) => jsonBytes(v) <= NOTIFICATION_LIMITS.dataBytes, { message: `Data must be at most ${NOTIFICATION_LIMITS.dataBytes} bytes of JSON` })
    .default({}),
});
export type NotifyEventInput = z.input<typeof notifyEventSchema>;
export type NotifyEvent = z.output<typeof notifyEventSchema>;

/** Page numbers past this are refused (20 a page: 200,000 notifications). */
export const MAX_NOTIFICATIONS_PAGE = 10_000;

/** GET /api/notifications?unread=1&page=N (and the /notifications page's search parameters). */
export const listNotificationsQuerySchema = z.strictObject({
  unread: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true"),
  page: text().regex(/^\d{1,5}$/, "Page must be a number").optional().transform((v) => (v ? Number(v) : 1)).pipe(z.number().int().min(1).max(MAX_NOTIFICATIONS_PAGE)),
});

/** A notification id from a path: anything that is not a UUID names no notification. */
export const notificationIdSchema = z.uuid();

/** POST /api/dev/notify (development and test only): whom to notify, by email or id, and what. */
export const devNotifyBodySchema = notifyEventSchema.extend({
  email: text().trim().toLowerCase().max(320).pipe(z.email()).optional(),
  userId: z.uuid().optional(),
}).refine((v) => Boolean(v.email) !== Boolean(v.userId), { message: "Give either email or userId", path: ["email"] });
