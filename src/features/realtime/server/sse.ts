import type { LiveEvent } from "@/features/notifications/live-event";
import { HUB_EVENT_NAME } from "../hub-constants";

/*
 * The hub's wire format (Server-Sent Events): `event: message`, `data: {"target", "content"}` with
 * content the JSON string of { eventName, eventData } (spec 3), and `id: seq` for a stored
 * notification so the browser's next connection resumes after it (Last-Event-ID).
 */
const encoder = new TextEncoder();

export function sseMessage(event: Pick<LiveEvent, "target" | "content" | "seq">): Uint8Array {
  const data = JSON.stringify({ target: event.target, content: JSON.stringify(event.content) });
  // JSON.stringify leaves no raw newline in `data`, so one data line carries it whole.
  const id = event.seq !== undefined ? `id: ${event.seq}\n` : "";
  return encoder.encode(`event: ${HUB_EVENT_NAME}\n${id}data: ${data}\n\n`);
}

export function sseComment(text: string): Uint8Array {
  return encoder.encode(`: ${text.replace(/[\r\n]/g, " ")}\n\n`);
}
