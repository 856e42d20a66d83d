import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { isEmailCategory, type EmailCategoryKey } from "./categories";

/*
 * One-click unsubscribe tokens (RFC 8058): `<user id>.<category>.<signature>`, the signature an HMAC of
 * both under AUTH_SECRET. Nothing is stored: a token is valid as long as the secret is, so a mail from
 * last year still unsubscribes. A token only turns one category off for one person.
 */
export const UNSUBSCRIBE_API_PATH = "/api/email/unsubscribe";
export const UNSUBSCRIBE_PAGE_PATH = "/email/unsubscribe";

function signature(userId: string, category: string): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`unsubscribe\u0000${userId}\u0000${category}`).digest("base64url");
}

export function unsubscribeToken(userId: string, category: EmailCategoryKey): string {
  return `${userId}.${category}.${signature(userId, category)}`;
}

export function readUnsubscribeToken(token: string | null | undefined): { userId: string; category: EmailCategoryKey } | null {
  if (!token || token.length > 200) return null;
  const [userId, category, sig, ...rest] = token.split(".");
  if (!userId || !category || !sig || rest.length || !isEmailCategory(category)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const expected = Buffer.from(signature(userId, category));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category };
}

/** The one-click URL for the List-Unsubscribe header (POSTed by the mail client). */
export function oneClickUnsubscribeUrl(userId: string, category: EmailCategoryKey): string {
  const url = new URL(UNSUBSCRIBE_API_PATH, env().BASE_URL);
  url.searchParams.set("token", unsubscribeToken(userId, category));
  return url.toString();
}

/** The footer's link: a page that asks before unsubscribing (link checkers open GET links). */
export function unsubscribePageUrl(userId: string, category: EmailCategoryKey): string {
  const url = new URL(UNSUBSCRIBE_PAGE_PATH, env().BASE_URL);
  url.searchParams.set("token", unsubscribeToken(userId, category));
  return url.toString();
}

/**
 * A form post: how mail clients send RFC 8058's one-click unsubscribe ("List-Unsubscribe=One-Click",
 * urlencoded or multipart) and how the unsubscribe pages' script-free forms post. They cannot send the
 * x-csrf header; what guards those routes is their token.
 */
export function isFormPost(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}
