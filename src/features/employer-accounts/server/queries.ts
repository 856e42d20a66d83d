import "server-only";
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, companyDomains, companyInvitations, companyJoinRequests, companyMembers, employerSignups, users, type CompanyRole } from "@/db/schema";
import type { CompanyActor } from "@/lib/auth/company-access";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { isFeatureEnabled } from "@/lib/flags/server";
import { emailDomain, emailMatchesWebsite, isFreeMailDomain } from "../free-mail";
import { normaliseCompanySize } from "../types";
import type {
  CompanyChoice,
  CompanyProfileView,
  CompanyRef,
  InvitationView,
  MyJoinRequest,
  NameMatch,
  PendingInvitation,
  PendingJoinRequest,
  TeamView,
  WelcomeView,
  YourDetailsView,
} from "../types";
import { hashInvitationToken } from "./invitation-token";

/*
 * Reads of the employer account pages (issue 16 part 1). Every read that takes a company is called
 * after the caller checked the person's standing in it (requireCompanyCapability / requireEmployerPage);
 * reads about the person themselves are scoped by their user id.
 */
export type Person = CompanyActor & { name: string; email: string; emailVerified: boolean };

const refColumns = { id: companies.id, name: companies.name, slug: companies.slug, logoUrl: companies.logoUrl };

export async function getCompanyRef(db: Db, companyId: string): Promise<CompanyRef | null> {
  const [row] = await db.select(refColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

/** The companies' rows with what this person can do about each (see CompanyChoice.action). */
async function choicesWhere(db: Db, person: Person, where: SQL, order: SQL[], limit: number): Promise<CompanyChoice[]> {
  const domain = emailDomain(person.email);
  const usableDomain = domain && !isFreeMailDomain(domain) && person.emailVerified ? domain : null;
  const rows = await db
    .select({
      ...refColumns,
      headquarters: companies.headquarters,
      website: companies.website,
      claimedAt: companies.claimedAt,
      isMember: sql<boolean>`exists (select 1 from ${companyMembers} m where m.company_id = companies.id and m.user_id = ${person.id})`,
      hasOwner: sql<boolean>`exists (select 1 from ${companyMembers} m where m.company_id = companies.id and m.member_role = 'owner')`,
      pendingRequestId: sql<string | null>`(select r.id from ${companyJoinRequests} r where r.company_id = companies.id and r.user_id = ${person.id} and r.status = 'pending' limit 1)`,
      domainVerified: usableDomain
        ? sql<boolean>`exists (select 1 from ${companyDomains} d where d.company_id = companies.id and d.domain = ${usableDomain} and d.verified_at is not null)`
        : sql<boolean>`false`,
    })
    .from(companies)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    logoUrl: r.logoUrl,
    headquarters: r.headquarters,
    pendingRequestId: r.pendingRequestId,
    action: r.isMember
      ? "member"
      : r.pendingRequestId
        ? "pending"
        : r.domainVerified
          ? "domain-join"
          : r.hasOwner
            ? "request"
            : !r.claimedAt && person.emailVerified && emailMatchesWebsite(person.email, r.website)
              ? "claim"
              : "unavailable",
  }));
}

/** ILIKE wildcards in user input are matched literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The join typeahead: names containing q or close to it (pg_trgm), prefixes first, at most 8. */
export async function searchCompanyChoices(db: Db, person: Person, q: string): Promise<CompanyChoice[]> {
  const query = q.trim();
  if (query.length < 2) return [];
  const escaped = likeEscape(query);
  return choicesWhere(
    db,
    person,
    sql`(${companies.name} ilike ${`%${escaped}%`} or ${companies.name} % ${query})`,
    [sql`(${companies.name} ilike ${`${escaped}%`}) desc`, sql`similarity(${companies.name}, ${query}) desc`, asc(companies.name), asc(companies.id)],
    8,
  );
}

/** A company already on Upstep under this name (same address slug, or the same name in any case). */
export async function matchCompanyName(db: Db, person: Person, name: string, slug: string): Promise<NameMatch> {
  const [existing] = await choicesWhere(db, person, sql`(${companies.slug} = ${slug} or lower(${companies.name}) = lower(${name.trim()}))`, [sql`(${companies.slug} = ${slug}) desc`, asc(companies.createdAt)], 1);
  return existing ? { existing } : { existing: null };
}

export async function getCompanyChoice(db: Db, person: Person, companyId: string): Promise<CompanyChoice | null> {
  const [choice] = await choicesWhere(db, person, eq(companies.id, companyId), [asc(companies.id)], 1);
  return choice ?? null;
}

async function myPendingRequests(db: Db, userId: string): Promise<MyJoinRequest[]> {
  const rows = await db
    .select({ id: companyJoinRequests.id, createdAt: companyJoinRequests.createdAt, company: refColumns })
    .from(companyJoinRequests)
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .where(and(eq(companyJoinRequests.userId, userId), eq(companyJoinRequests.status, "pending")))
    .orderBy(desc(companyJoinRequests.createdAt));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), company: r.company }));
}

/** /hiring/welcome: what the person typed at sign-up, their companies and requests, a company their domain lets them join. */
export async function getWelcomeView(db: Db, person: Person): Promise<WelcomeView> {
  const [signup] = await db.select({ companyName: employerSignups.companyName, jobTitle: employerSignups.jobTitle }).from(employerSignups).where(eq(employerSignups.userId, person.id)).limit(1);
  const memberships = await db
    .select({ ...refColumns, role: companyMembers.memberRole })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, person.id))
    .orderBy(asc(companyMembers.createdAt), asc(companies.name));
  const domain = emailDomain(person.email);
  const freeMail = domain ? isFreeMailDomain(domain) : true;
  let domainCompany: CompanyRef | null = null;
  if (domain && !freeMail && person.emailVerified) {
    const [row] = await db
      .select(refColumns)
      .from(companyDomains)
      .innerJoin(companies, eq(companies.id, companyDomains.companyId))
      .where(and(eq(companyDomains.domain, domain), sql`${companyDomains.verifiedAt} is not null`))
      .limit(1);
    if (row && !memberships.some((m) => m.id === row.id)) domainCompany = row;
  }
  return {
    name: person.name,
    email: person.email,
    selfServe: await isFeatureEnabled("g2-employment-v2", db),
    suggestedCompanyName: signup?.companyName ?? "",
    suggestedJobTitle: signup?.jobTitle ?? "",
    memberships,
    pendingRequests: await myPendingRequests(db, person.id),
    domainCompany,
    freeMail,
  };
}

/** The Team page: members for everyone in the company; invitations and join requests for those who manage it. */
export async function getTeamView(db: Db, person: Person, companyId: string, standing: CompanyRole | "admin"): Promise<TeamView | null> {
  const company = await getCompanyRef(db, companyId);
  if (!company) return null;
  const canManage = capabilityAllowed(standing, "company.manage");
  const members = await db
    .select({ userId: users.id, name: users.name, email: users.email, jobTitle: companyMembers.jobTitle, role: companyMembers.memberRole, since: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`case ${companyMembers.memberRole} when 'owner' then 0 when 'hiring-manager' then 1 when 'recruiter' then 2 else 3 end`, asc(users.name), asc(users.id));
  let invitations: PendingInvitation[] = [];
  let joinRequests: PendingJoinRequest[] = [];
  if (canManage) {
    const inviter = sql<string | null>`(select u.name from ${users} u where u.id = company_invitations.invited_by_user_id)`;
    const rows = await db
      .select({ id: companyInvitations.id, email: companyInvitations.email, role: companyInvitations.companyRole, invitedByName: inviter, createdAt: companyInvitations.createdAt, expiresAt: companyInvitations.expiresAt })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt)))
      .orderBy(desc(companyInvitations.createdAt))
      .limit(200);
    const now = Date.now();
    invitations = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), expired: r.expiresAt.getTime() <= now }));
    const requests = await db
      .select({ id: companyJoinRequests.id, userId: users.id, name: users.name, email: users.email, message: companyJoinRequests.message, createdAt: companyJoinRequests.createdAt })
      .from(companyJoinRequests)
      .innerJoin(users, eq(users.id, companyJoinRequests.userId))
      .where(and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.status, "pending")))
      .orderBy(asc(companyJoinRequests.createdAt))
      .limit(200);
    joinRequests = requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }
  return {
    company,
    canManage,
    members: members.map((m) => ({ ...m, since: m.since.toISOString(), isYou: m.userId === person.id })),
    invitations,
    joinRequests,
    ownerNames: members.filter((m) => m.role === "owner").map((m) => m.name),
  };
}

/** The company profile as its settings page edits it. */
export async function getCompanyProfileView(db: Db, person: Person, companyId: string): Promise<CompanyProfileView | null> {
  const [row] = await db
    .select({ ...refColumns, description: companies.description, website: companies.website, size: companies.size, headquarters: companies.headquarters, locations: companies.locations })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  const domains = await db
    .select({ domain: companyDomains.domain, verifiedAt: companyDomains.verifiedAt })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(asc(companyDomains.domain));
  const mine = emailDomain(person.email);
  let verifiableDomain: string | null = null;
  if (mine && person.emailVerified && !isFreeMailDomain(mine) && !domains.some((d) => d.domain === mine && d.verifiedAt)) {
    const [held] = await db.select({ companyId: companyDomains.companyId }).from(companyDomains).where(eq(companyDomains.domain, mine)).limit(1);
    if (!held || held.companyId === companyId) verifiableDomain = mine;
  }
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logoUrl: row.logoUrl,
    description: row.description ?? "",
    website: row.website ?? "",
    size: normaliseCompanySize(row.size),
    otherSize: row.size && !normaliseCompanySize(row.size) ? row.size : "",
    headquarters: row.headquarters ?? "",
    locations: row.locations,
    domains: domains.map((d) => ({ domain: d.domain, verifiedAt: d.verifiedAt?.toISOString() ?? null })),
    verifiableDomain,
  };
}

/** Your details: the person, their job title at the company the page acts for, all their companies. */
export async function getYourDetailsView(db: Db, person: Person, companyId: string): Promise<YourDetailsView | null> {
  const rows = await db
    .select({ ...refColumns, role: companyMembers.memberRole, jobTitle: companyMembers.jobTitle, since: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, person.id))
    .orderBy(asc(companyMembers.createdAt), asc(companies.name));
  const current = rows.find((r) => r.id === companyId);
  if (!current) return null;
  const [owners] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.memberRole, "owner")));
  const strip = ({ since: _since, ...r }: (typeof rows)[number]) => r;
  return {
    name: person.name,
    email: person.email,
    jobTitle: current.jobTitle,
    company: strip(current),
    memberships: rows.map(strip),
    pendingRequests: await myPendingRequests(db, person.id),
    lastOwner: current.role === "owner" && (owners?.n ?? 0) <= 1,
  };
}

/** An invitation by its token (the secret in the mail): what the invitation page shows; null when no invitation has it. */
export async function getInvitationView(db: Db, token: string): Promise<InvitationView | null> {
  const [row] = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.companyRole,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      revokedAt: companyInvitations.revokedAt,
      invitedByName: sql<string | null>`(select u.name from ${users} u where u.id = company_invitations.invited_by_user_id)`,
      company: refColumns,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) return null;
  const state = row.acceptedAt ? "accepted" : row.revokedAt ? "revoked" : row.expiresAt.getTime() <= Date.now() ? "expired" : "open";
  return { id: row.id, company: row.company, role: row.role, email: row.email, invitedByName: row.invitedByName, expiresAt: row.expiresAt.toISOString(), state };
}
