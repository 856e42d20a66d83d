import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyMembers, featureFlags, users, type CompanyRole } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { deliveredOutbox } from "@/testing/mail";
import { callRoute } from "@/testing/http";

/*
 * What the employer account tests share (issue 16 part 1): people signed in with an address at a
 * domain of the test's choosing, companies as the importer or an employer makes them, and the mail
 * delivered through the real queue handler to the file outbox.
 */
export type SignedIn = { id: string; email: string; password: string; cookie: string; name: string };

/** A unique domain for one test (so verified domains of one test never meet another's). */
export function testDomain(label = "co"): string {
  return `${label}-${randomUUID().slice(0, 8)}.example`;
}

export async function signedIn(opts: { roles?: Role[]; email?: string; domain?: string; name?: string; twoFactorEnabled?: boolean } = {}): Promise<SignedIn> {
  const name = opts.name ?? "Morgan Lee";
  const email = opts.email ?? `${name.split(" ")[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@${opts.domain ?? testDomain()}`;
  const user = await createUser({ roles: opts.roles ?? ["Hiring Manager"], email, name });
  const { response, cookie } = await logIn(user.email, user.password);
  if (response.status !== 200 || !cookie) throw new Error(`log-in failed with ${response.status}`);
  if (opts.twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { ...user, cookie, name };
}

/** A company as the importer makes it (no members, never claimed) or as an employer made it (claimed). */
export async function makeCompany(opts: { name?: string; slug?: string; website?: string | null; claimed?: boolean } = {}) {
  const name = opts.name ?? `Company ${randomUUID().slice(0, 6)}`;
  const [row] = await getDb()
    .insert(companies)
    .values({ name, slug: opts.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`, website: opts.website ?? null, claimedAt: opts.claimed ? new Date() : null })
    .returning({ id: companies.id, name: companies.name, slug: companies.slug });
  return row!;
}

export async function addMemberRow(companyId: string, userId: string, role: CompanyRole, jobTitle = "") {
  await getDb().insert(companyMembers).values({ companyId, userId, memberRole: role, jobTitle });
}

export async function setFlag(key: string, enabled: boolean) {
  await getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));
}

type Handler = Parameters<typeof callRoute>[0];

/** Calls a route handler as the browser client would (CSRF header, JSON) and answers status and body. */
export async function call(handler: Handler, opts: { method?: string; path: string; params?: Record<string, string>; body?: unknown; cookie?: string; headers?: Record<string, string> }) {
  const response = await callRoute(handler, { method: opts.method ?? "GET", path: opts.path, params: opts.params, body: opts.body, cookie: opts.cookie, headers: opts.headers });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, body: json as Record<string, unknown> & { error?: { code: string; message: string; issues?: { path: string; message: string }[] } }, headers: response.headers };
}

/** Mail delivered to an address (newest first), through the queue's own handler. */
export async function mailTo(email: string) {
  return (await deliveredOutbox(1000)).filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** The first link in a mail's text whose path starts with the prefix. */
export function linkIn(text: string, prefix: string): URL {
  const href = (text.match(/https?:\/\/[^\s"'<>()]+/g) ?? []).map((h) => h.replace(/[.,;:!?]+$/, "")).find((h) => new URL(h).pathname.startsWith(prefix));
  if (!href) throw new Error(`no link to ${prefix} in:\n${text}`);
  return new URL(href);
}
