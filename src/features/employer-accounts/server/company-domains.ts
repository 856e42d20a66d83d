import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyDomains } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { emailDomain, isFreeMailDomain } from "../free-mail";
import { COMPANY_MESSAGES } from "../messages";
import type { Person } from "./queries";
import type { Tx } from "./membership";

/*
 * A company's verified email domains (decision 038 amendment). A domain is verified by an owner whose
 * own confirmed address is at it: the first owner's, when they create or claim the company, or an
 * owner's later from the Company profile page. Never a free-mail domain, and one company per domain
 * (the table's primary key): the first to verify it holds it. Anyone who confirms an address at a
 * verified domain may join that company at once, as an interviewer (join-by-domain.ts).
 */

/** Verifies the person's own email domain for the company when it can be; returns it, or null. */
export async function verifyOwnDomain(tx: Tx | Db, companyId: string, person: Pick<Person, "id" | "email" | "emailVerified">): Promise<string | null> {
  const domain = emailDomain(person.email);
  if (!domain || !person.emailVerified || isFreeMailDomain(domain)) return null;
  const rows = await tx
    .insert(companyDomains)
    .values({ domain, companyId, verifiedAt: new Date(), verifiedByUserId: person.id })
    .onConflictDoUpdate({
      target: companyDomains.domain,
      set: { verifiedAt: sql`coalesce(${companyDomains.verifiedAt}, now())`, verifiedByUserId: sql`coalesce(${companyDomains.verifiedByUserId}, ${person.id}::uuid)` },
      setWhere: eq(companyDomains.companyId, companyId),
    })
    .returning({ domain: companyDomains.domain });
  return rows[0]?.domain ?? null;
}

/** POST /api/employer/company/{id}/domains: an owner verifies their own email's domain for the company. */
export async function addOwnDomain(db: Db, person: Person, companyId: string): Promise<{ domain: string }> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const domain = emailDomain(person.email);
  if (!domain || !person.emailVerified) throw new AppError("BAD_REQUEST", COMPANY_MESSAGES.domainNotYours);
  if (isFreeMailDomain(domain)) throw new AppError("BAD_REQUEST", COMPANY_MESSAGES.domainFreeMail);
  const verified = await verifyOwnDomain(db, companyId, person);
  if (!verified) throw new AppError("CONFLICT", COMPANY_MESSAGES.domainTaken);
  return { domain: verified };
}

/** DELETE /api/employer/company/{id}/domains/{domain}: an owner removes a domain (no one joins by it any more). */
export async function removeDomain(db: Db, person: Person, companyId: string, domain: string): Promise<void> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const removed = await db
    .delete(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, domain.toLowerCase())))
    .returning({ domain: companyDomains.domain });
  if (!removed.length) throw new AppError("NOT_FOUND", "Not found.");
}
