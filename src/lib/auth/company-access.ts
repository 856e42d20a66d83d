import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, companyMembers, type CompanyRole } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { isAdministrator } from "./roles";
import { capabilityAllowed, type CompanyCapability } from "./company-capabilities";

export { COMPANY_CAPABILITIES, capabilityAllowed, type CompanyCapability } from "./company-capabilities";

/*
 * Who may do what in a company (issue 16, decision 038), checked on the server by every employer
 * page, route and use case. A person acts in a company through their membership's role; an
 * administrator with two-factor authentication acts in any company with every capability (the back
 * office). Anyone else gets 404, as if the company's thing did not exist: a made-up id, another
 * company's posting and a candidate's probe all look the same. A member whose role lacks the
 * capability gets 403 with a message that says which role can.
 */

/** Who is acting: the signed-in user (CurrentUser has these fields). */
export type CompanyActor = { id: string; roles: readonly string[]; twoFactorEnabled: boolean };

/** How the actor is in the company: a member's role, or "admin" for the back office. */
export type CompanyStanding = CompanyRole | "admin";

export type Membership = { companyId: string; companyName: string; companySlug: string; role: CompanyRole; since: Date };

/** The companies the user belongs to, oldest membership first. */
export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      companyId: companyMembers.companyId,
      companyName: companies.name,
      companySlug: companies.slug,
      role: companyMembers.memberRole,
      since: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.name));
  return rows;
}

/** The actor's standing in the company, or null when they have none. */
export async function companyStanding(db: Db, actor: CompanyActor, companyId: string): Promise<CompanyStanding | null> {
  if (!z.uuid().safeParse(companyId).success) return null;
  const [row] = await db
    .select({ role: companyMembers.memberRole })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId.toLowerCase()), eq(companyMembers.userId, actor.id)))
    .limit(1);
  if (row) return row.role;
  if (isAdministrator(actor.roles) && actor.twoFactorEnabled) return "admin";
  return null;
}

const ROLE_WORDS: Record<CompanyRole, string> = {
  owner: "an owner",
  "hiring-manager": "a hiring manager",
  recruiter: "a recruiter",
  interviewer: "an interviewer",
};

/**
 * Throws 404 when the actor has no standing in the company, 403 when their role lacks the
 * capability; returns the standing otherwise.
 */
export async function requireCompanyCapability(db: Db, actor: CompanyActor, companyId: string, capability: CompanyCapability): Promise<CompanyStanding> {
  const standing = await companyStanding(db, actor, companyId);
  if (!standing) throw new AppError("NOT_FOUND", "Not found.");
  if (!capabilityAllowed(standing, capability)) {
    throw new AppError("FORBIDDEN", `As ${ROLE_WORDS[standing as CompanyRole]} of this company you cannot do this; ask an owner of the company.`);
  }
  return standing;
}

/**
 * The company an employer page acts for: the one asked for when the user belongs to it (the company
 * switcher passes ?company=), else their oldest membership; null when they belong to none.
 */
export async function activeMembership(db: Db, userId: string, requestedCompanyId?: string | null): Promise<Membership | null> {
  const memberships = await listMemberships(db, userId);
  const requested = requestedCompanyId?.toLowerCase();
  return memberships.find((m) => m.companyId === requested) ?? memberships[0] ?? null;
}
