import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/*
 * The short-lived download link of a gated file (decision 048): an HMAC-SHA256 over the file id, the
 * lead id and the expiry, keyed by a key derived from AUTH_SECRET for this use only. No table: the
 * token carries the lead id and the expiry, the file id comes from the URL, so a token works for one
 * file and one lead until it expires, and cannot be made or stretched without the secret.
 */
export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function key(): Buffer {
  return createHmac("sha256", env().AUTH_SECRET).update("upstep:content-file-download:v1").digest();
}

function mac(fileId: string, leadId: string, expiresAtSeconds: number): string {
  return createHmac("sha256", key()).update(`${fileId}\n${leadId}\n${expiresAtSeconds}`).digest("base64url");
}

export function signDownloadToken(fileId: string, leadId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now + DOWNLOAD_TOKEN_TTL_MS) / 1000);
  return { token: `${leadId}.${expiresAtSeconds}.${mac(fileId, leadId, expiresAtSeconds)}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

export type TokenCheck = { ok: true; leadId: string } | { ok: false; reason: "invalid" | "expired" };

/** Whether the token was made for this file and is still valid (a forged one is "invalid" even when old). */
export function verifyDownloadToken(token: string, fileId: string, now = Date.now()): TokenCheck {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return { ok: false, reason: "invalid" };
  const [, leadId, exp, given] = m as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(fileId, leadId, Number(exp)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: "invalid" };
  if (Number(exp) * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, leadId };
}
