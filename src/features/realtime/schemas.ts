import { z } from "zod";
import { text } from "@/lib/text-schema";
import { HUB_TARGETS } from "@/features/notifications/live-event";

/*
 * The live hub's boundaries: the key answer, the Last-Event-ID header, an event handed to
 * publishLive() and a message as it travels between app instances and to the browser.
 */
/** One event's `content` as JSON may be this long at most (the stored notification plus its data). */
export const MAX_EVENT_JSON_CHARS = 64_000;

export const hubKeyResponseSchema = z.object({ key: text().min(32).max(128) });

/** A key as the tempKey header carries it (base64url of 32 random bytes). */
export const tempKeySchema = text().regex(/^[A-Za-z0-9_-]{43}$/);

/** SSE Last-Event-ID: a stored notification's seq. */
export const lastEventIdSchema = text().regex(/^\d{1,15}$/).transform(Number);

export const hubContentSchema = z.object({
  eventName: text().min(1).max(100),
  eventData: z.record(text(), z.unknown()),
});

export const liveEventSchema = z.object({
  userId: z.uuid(),
  seq: z.number().int().positive().optional(),
  target: z.enum(HUB_TARGETS),
  content: hubContentSchema,
});

/** The `data:` of one SSE message (spec 3: a message with a Target carries JSON content with eventName). */
export const hubWireMessageSchema = z.object({
  target: z.enum(HUB_TARGETS),
  content: text().max(MAX_EVENT_JSON_CHARS),
});
