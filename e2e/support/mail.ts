import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { E2E_MAIL_DIR } from "./constants";

/** One message of the file outbox (src/lib/email.ts writes one JSON file per message). */
export type OutboxMail = { id: string; from?: string; to: string; subject: string; text: string; html: string; createdAt: string };

/** Every message in the e2e server's outbox (.data-e2e/mail), oldest first. */
export async function readOutbox(dir: string = E2E_MAIL_DIR): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const mails: OutboxMail[] = [];
  for (const name of names) {
    try {
      mails.push(JSON.parse(await readFile(path.join(dir, name), "utf8")) as OutboxMail);
    } catch {
      // A file still being written: it will be complete on the next poll.
    }
  }
  return mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export type LatestMailOptions = {
  /** Only a message whose subject contains this text (or matches this pattern). */
  subject?: string | RegExp;
  /** Only messages written after this moment (take `new Date()` before the action that sends mail). */
  since?: Date;
  /** How long to wait for the message, in ms (default 10 s). */
  timeout?: number;
};

/** The newest message to `email` (case-insensitive), waiting for it to arrive. */
export async function latestMailTo(email: string, options: LatestMailOptions = {}): Promise<OutboxMail> {
  const { subject, since, timeout = 10_000 } = options;
  const wanted = email.trim().toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const all = await readOutbox();
    const matching = all.filter(
      (m) =>
        m.to.trim().toLowerCase() === wanted &&
        (!since || new Date(m.createdAt).getTime() >= since.getTime()) &&
        (subject === undefined || (typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject))),
    );
    const latest = matching.at(-1);
    if (latest) return latest;
    if (Date.now() > deadline) {
      const seen = all.slice(-10).map((m) => `  ${m.createdAt} to=${m.to} subject=${JSON.stringify(m.subject)}`);
      throw new Error(
        `No mail to ${email}${subject ? ` with subject ${subject}` : ""}${since ? ` since ${since.toISOString()}` : ""} within ${timeout} ms. ` +
          `Outbox ${E2E_MAIL_DIR} has ${all.length} message(s)${seen.length ? `; the latest:\n${seen.join("\n")}` : "."}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The first absolute URL in `text` whose path starts with `pathPrefix` (e.g. "/reset-password" or
 * "/api/identity/auth/verify-email"), as a full URL string ready for page.goto().
 */
export function extractLink(text: string, pathPrefix: string): string {
  const candidates = text.match(/https?:\/\/[^\s"'<>()]+/g) ?? [];
  for (const raw of candidates) {
    const cleaned = raw.replace(/&amp;/g, "&").replace(/[.,;:!?]+$/, "");
    let url: URL;
    try {
      url = new URL(cleaned);
    } catch {
      continue;
    }
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`No link starting with ${pathPrefix} in:\n${text}`);
}
