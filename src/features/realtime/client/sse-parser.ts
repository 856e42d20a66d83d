/*
 * A Server-Sent Events parser for a fetch() body (the hub is read with fetch, not EventSource, which
 * cannot send the tempKey header). Follows the HTML standard's rules: lines end in CRLF, LF or CR; a
 * blank line dispatches; `:` starts a comment; `data` lines join with LF; `id` without NUL sets the
 * last event id, also for an event with no data. Lines are capped so a broken server cannot make the
 * browser buffer without end.
 */
/** `id`: the id line of this event, if it had one (the last event id so far is `lastEventId`). */
export type SseEvent = { event: string; data: string; id: string | null };

const MAX_LINE_CHARS = 1_000_000;

export class SseParser {
  private buffer = "";
  private data: string[] = [];
  private event = "";
  private id: string | null = null;
  private lastId: string | null = null;
  private lastCharWasCr = false;

  /** The standard's "last event ID": the latest id line seen, kept across events. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /** Feeds a decoded chunk; returns the events it completed. Throws on an over-long line. */
  feed(chunk: string): SseEvent[] {
    let text = chunk;
    // A CRLF split across chunks: the LF belongs to the CR already handled.
    if (this.lastCharWasCr && text.startsWith("\n")) text = text.slice(1);
    this.lastCharWasCr = text.endsWith("\r");
    this.buffer += text;
    const out: SseEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? "";
    if (this.buffer.length > MAX_LINE_CHARS) throw new Error("hub stream line too long");
    for (const line of lines) {
      if (line === "") {
        if (this.data.length > 0) out.push({ event: this.event || "message", data: this.data.join("\n"), id: this.id });
        this.data = [];
        this.event = "";
        this.id = null;
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "data") this.data.push(value);
      else if (field === "event") this.event = value;
      else if (field === "id" && !value.includes("\0")) this.id = this.lastId = value;
    }
    return out;
  }
}
