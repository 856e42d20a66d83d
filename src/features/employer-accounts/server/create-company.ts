import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, employerSignups } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { slugify } from "@/lib/slugify";
import { emailMatchesWebsite } from "../free-mail";
import { COMPANY_MESSAGES } from "../messages";
import type { CompanyRef } from "../types";
import { verifyOwnDomain } from "./company-domains";
import { addMember, lockCompany } from "./membership";
import { matchCompanyName, type Person } from "./queries";

/*
 * POST /api/employer/company (/hiring/welcome, decision 038): a hiring-type person creates their
 * company and becomes its first owner, or claims a company the job importer made (no owner yet).
 *  - A name already on Upstep (the same address slug or the same name) is not created again by
 *    accident: 409, and the page offers to ask to join it or to claim it; `separate: true` creates a
 *    different company of the same name under its own address (acme-2).
 *  - Claiming needs proof, never just the name: the company has no members and was never claimed,
 *    and the person's confirmed address is at the company website's domain (www. ignored, never a
 *    free-mail domain). Anyone else asks to join (when it has owners) or creates their own company.
 *  - The first owner's confirmed work address verifies its domain for the company unless it is a
 *    free-mail domain or another company holds it (company-domains.ts).
 *  - The person gets the Hiring Manager role unless they have an employer role (membership.ts), and
 *    what they typed at sign-up (employer_signups) has served its purpose and is deleted.
 */
const UNIQUE_VIOLATION = "23505";

export async function createCompany(
  db: Db,
  person: Person,
  input: { name: string; jobTitle: string; claimCompanyId?: string; separate?: boolean },
): Promise<{ company: CompanyRef; claimed: boolean; verifiedDomain: string | null }> {
  if (input.claimCompanyId) return claimCompany(db, person, input.claimCompanyId, input.jobTitle);
  const base = slugify(input.name) || "company";
  const match = await matchCompanyName(db, person, input.name, base);
  if (match.existing && !input.separate) throw new AppError("CONFLICT", COMPANY_MESSAGES.nameTaken(match.existing.name));
  const result = await db.transaction(async (tx) => {
    const created = await insertWithFreeSlug(tx, input.name, base);
    await addMember(tx, { companyId: created.id, userId: person.id, role: "owner", jobTitle: input.jobTitle });
    const verifiedDomain = await verifyOwnDomain(tx, created.id, person);
    await tx.delete(employerSignups).where(eq(employerSignups.userId, person.id));
    return { company: created, claimed: false, verifiedDomain };
  });
  return result;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inserts the company under `base`, or base-2, base-3 ... (the first free one; a random suffix past 50). */
async function insertWithFreeSlug(tx: Tx, name: string, base: string): Promise<CompanyRef> {
  const taken = await tx.execute<{ slug: string }>(sql`select slug from companies where slug = ${base} or slug like ${`${base}-%`}`);
  const used = new Set(taken.rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; used.has(slug) && n <= 51; n++) slug = `${base}-${n}`;
  if (used.has(slug)) slug = `${base}-${randomBytes(3).toString("hex")}`;
  try {
    const [row] = await tx
      .insert(companies)
      .values({ slug, name: name.trim(), claimedAt: new Date() })
      .returning({ id: companies.id, name: companies.name, slug: companies.slug, logoUrl: companies.logoUrl });
    return row!;
  } catch (err) {
    // Someone took the same address in the meantime (the importer, another sign-up): say so plainly.
    if ((err as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
      throw new AppError("CONFLICT", "Another company was just created with this name. Please try again.");
    }
    throw err;
  }
}

async function claimCompany(db: Db, person: Person, companyId: string, jobTitle: string): Promise<{ company: CompanyRef; claimed: boolean; verifiedDomain: string | null }> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw new AppError("NOT_FOUND", "Not found.");
    const members = await tx.execute<{ n: number }>(sql`select count(*)::int as n from company_members where company_id = ${companyId}::uuid`);
    const claimable = !company.claimedAt && (members.rows[0]?.n ?? 0) === 0 && person.emailVerified && emailMatchesWebsite(person.email, company.website);
    if (!claimable) throw new AppError("FORBIDDEN", COMPANY_MESSAGES.notClaimable);
    await tx.update(companies).set({ claimedAt: new Date(), updatedAt: new Date() }).where(eq(companies.id, companyId));
    await addMember(tx, { companyId, userId: person.id, role: "owner", jobTitle });
    const verifiedDomain = await verifyOwnDomain(tx, companyId, person);
    await tx.delete(employerSignups).where(eq(employerSignups.userId, person.id));
    const [ref] = await tx.select({ id: companies.id, name: companies.name, slug: companies.slug, logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, companyId));
    return { company: ref!, claimed: true, verifiedDomain };
  });
}
