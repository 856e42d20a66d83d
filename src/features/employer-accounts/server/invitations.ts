import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyInvitations, companyJoinRequests, users, type CompanyRole } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { invitationPath, TEAM_SETTINGS_PATH } from "@/lib/employer-routes";
import { env } from "@/lib/env";
import { ACCOUNT_CATEGORY } from "@/lib/email/categories";
import { queueEmail } from "@/lib/email/queue-email";
import { queueSender } from "@/lib/queue/enqueue";
import { hitLimit } from "@/lib/rate-limit";
import { INVITATION_MESSAGES, roleLabel, TEAM_MESSAGES } from "../messages";
import { INVITATION_LIFETIME_DAYS, INVITATION_LIMITS, type CompanyRef } from "../types";
import { newInvitationToken, hashInvitationToken } from "./invitation-token";
import { addMember, lockCompany, type Tx } from "./membership";
import type { Person } from "./queries";
import { tellPerson } from "./team-notices";

/*
 * Invitations to a company's team (decision 038): an owner invites an address with a role; the mail
 * (queued in the same transaction as the invitation) carries a link with a random token of which
 * only the SHA-256 is stored; it works for 14 days, once. Sending again makes a new token (the old
 * link stops working) and 14 more days; an owner can withdraw it. The invited person accepts or
 * declines while signed in with that address (case-insensitive), confirmed. Sends and resends are
 * limited per owner and per company (lib/rate-limit.ts), and every mail per recipient (lib/email).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const teamPath = (companyId: string) => `${TEAM_SETTINGS_PATH}?company=${encodeURIComponent(companyId)}`;

async function limitSends(db: Db, userId: string, companyId: string, email: string): Promise<void> {
  const hour = 60 * 60;
  const [byUser, byCompany, byRecipient] = await Promise.all([
    hitLimit(db, `company-invite:user:${userId}`, { max: INVITATION_LIMITS.perUserPerHour, windowSeconds: hour }),
    hitLimit(db, `company-invite:company:${companyId}`, { max: INVITATION_LIMITS.perCompanyPerHour, windowSeconds: hour }),
    // However many companies invite one address, it gets a few invitations an hour at most.
    hitLimit(db, `company-invite:to:${email.trim().toLowerCase()}`, { max: INVITATION_LIMITS.perRecipientPerHour, windowSeconds: hour }),
  ]);
  const limited = [byUser, byCompany, byRecipient].filter((s) => s.limited);
  if (limited.length) {
    const retry = Math.max(...limited.map((s) => s.retryAfterSeconds));
    const minutes = Math.max(1, Math.ceil(retry / 60));
    throw new AppError("RATE_LIMITED", `Too many invitations sent. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, { headers: { "Retry-After": String(retry) } });
  }
}

function formatDay(date: Date): string {
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

async function queueInvitationMail(tx: Tx, params: { invitationId: string; tokenHash: string; token: string; email: string; role: CompanyRole; companyName: string; inviterName: string; expiresAt: Date }) {
  const [account] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${params.email.toLowerCase()}`).limit(1);
  await queueEmail(
    {
      key: `company-invitation:${params.invitationId}:${params.tokenHash.slice(0, 16)}`,
      to: params.email,
      userId: account?.id ?? null,
      category: ACCOUNT_CATEGORY,
      template: "company-invitation",
      props: {
        inviterName: params.inviterName,
        companyName: params.companyName,
        roleLabel: roleLabel(params.role),
        expiresOn: formatDay(params.expiresAt),
        url: new URL(invitationPath(params.token), env().BASE_URL).toString(),
      },
    },
    { tx },
  );
}

export async function inviteMember(db: Db, person: Person, companyId: string, input: { email: string; role: CompanyRole }): Promise<{ id: string; expiresAt: string }> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const email = input.email.trim();
  if (email.toLowerCase() === person.email.toLowerCase()) throw new AppError("CONFLICT", TEAM_MESSAGES.inviteYourself, { issues: [{ path: "email", message: TEAM_MESSAGES.inviteYourself }] });
  await limitSends(db, person.id, companyId, email);
  await queueSender(); // started before the transaction that queues the mail (enqueue's rule)
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw new AppError("NOT_FOUND", "Not found.");
    const member = await tx.execute(
      sql`select 1 from company_members m join users u on u.id = m.user_id where m.company_id = ${companyId}::uuid and lower(u.email) = ${email.toLowerCase()} limit 1`,
    );
    if (member.rows.length) throw new AppError("CONFLICT", TEAM_MESSAGES.alreadyMember, { issues: [{ path: "email", message: TEAM_MESSAGES.alreadyMember }] });
    const pending = await tx.execute(
      sql`select 1 from company_invitations where company_id = ${companyId}::uuid and lower(email) = ${email.toLowerCase()} and accepted_at is null and revoked_at is null and expires_at > now() limit 1`,
    );
    if (pending.rows.length) throw new AppError("CONFLICT", TEAM_MESSAGES.invitationPending, { issues: [{ path: "email", message: TEAM_MESSAGES.invitationPending }] });
    const { token, hash } = newInvitationToken();
    const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS);
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyId, email, companyRole: input.role, tokenHash: hash, invitedByUserId: person.id, expiresAt })
      .returning({ id: companyInvitations.id });
    await queueInvitationMail(tx, { invitationId: row!.id, tokenHash: hash, token, email, role: input.role, companyName: company.name, inviterName: person.name, expiresAt });
    return { id: row!.id, expiresAt: expiresAt.toISOString() };
  });
}

/** POST .../invitations/{id}/resend: a new token and 14 more days; the old link stops working. */
export async function resendInvitation(db: Db, person: Person, companyId: string, invitationId: string): Promise<{ expiresAt: string }> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const [target] = await db.select({ email: companyInvitations.email }).from(companyInvitations).where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId)));
  if (!target) throw new AppError("NOT_FOUND", "Not found.");
  await limitSends(db, person.id, companyId, target.email);
  await queueSender();
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw new AppError("NOT_FOUND", "Not found.");
    const [invitation] = await tx
      .select({ id: companyInvitations.id, email: companyInvitations.email, role: companyInvitations.companyRole, acceptedAt: companyInvitations.acceptedAt, revokedAt: companyInvitations.revokedAt })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId)))
      .for("update");
    if (!invitation) throw new AppError("NOT_FOUND", "Not found.");
    if (invitation.acceptedAt || invitation.revokedAt) throw new AppError("CONFLICT", TEAM_MESSAGES.invitationNotPending);
    const { token, hash } = newInvitationToken();
    const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS);
    await tx.update(companyInvitations).set({ tokenHash: hash, expiresAt, invitedByUserId: person.id }).where(eq(companyInvitations.id, invitationId));
    await queueInvitationMail(tx, { invitationId, tokenHash: hash, token, email: invitation.email, role: invitation.role, companyName: company.name, inviterName: person.name, expiresAt });
    return { expiresAt: expiresAt.toISOString() };
  });
}

/** DELETE .../invitations/{id}: the owner withdraws a waiting invitation; its link stops working. */
export async function revokeInvitation(db: Db, person: Person, companyId: string, invitationId: string): Promise<void> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const rows = await db
    .update(companyInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt)))
    .returning({ id: companyInvitations.id });
  if (!rows.length) {
    const [exists] = await db.select({ id: companyInvitations.id }).from(companyInvitations).where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId)));
    throw exists ? new AppError("CONFLICT", TEAM_MESSAGES.invitationNotPending) : new AppError("NOT_FOUND", "Not found.");
  }
}

type OpenInvitation = { id: string; companyId: string; email: string; role: CompanyRole; invitedByUserId: string | null; company: CompanyRef };

/** The invitation of a token, locked, when this person may answer it now; the reason as an error otherwise. */
async function openInvitationFor(tx: Tx, person: Person, token: string): Promise<OpenInvitation> {
  const rows = await tx.execute<{ id: string; company_id: string; email: string; company_role: CompanyRole; invited_by_user_id: string | null; expires_at: Date | string; accepted_at: unknown; revoked_at: unknown; name: string; slug: string; logo_url: string | null }>(sql`
    select i.id, i.company_id, i.email, i.company_role, i.invited_by_user_id, i.expires_at, i.accepted_at, i.revoked_at, c.name, c.slug, c.logo_url
    from company_invitations i join companies c on c.id = i.company_id
    where i.token_hash = ${hashInvitationToken(token)} for update of i`);
  const row = rows.rows[0];
  if (!row) throw new AppError("NOT_FOUND", INVITATION_MESSAGES.notFound);
  if (row.accepted_at) throw new AppError("GONE", INVITATION_MESSAGES.accepted);
  if (row.revoked_at) throw new AppError("GONE", INVITATION_MESSAGES.revoked);
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError("GONE", INVITATION_MESSAGES.expired);
  if (row.email.toLowerCase() !== person.email.toLowerCase()) throw new AppError("FORBIDDEN", INVITATION_MESSAGES.wrongAccount(row.email));
  if (!person.emailVerified) throw new AppError("FORBIDDEN", INVITATION_MESSAGES.unverified);
  return { id: row.id, companyId: row.company_id, email: row.email, role: row.company_role, invitedByUserId: row.invited_by_user_id, company: { id: row.company_id, name: row.name, slug: row.slug, logoUrl: row.logo_url } };
}

/** POST /api/employer/invitations/{token}/accept: the invited person joins the company with the invitation's role. */
export async function acceptInvitation(db: Db, person: Person, token: string): Promise<{ company: CompanyRef; role: CompanyRole; alreadyMember: boolean }> {
  const result = await db.transaction(async (tx) => {
    const invitation = await openInvitationFor(tx, person, token);
    await lockCompany(tx, invitation.companyId);
    const added = await addMember(tx, { companyId: invitation.companyId, userId: person.id, role: invitation.role });
    await tx.update(companyInvitations).set({ acceptedAt: new Date(), acceptedByUserId: person.id }).where(eq(companyInvitations.id, invitation.id));
    await tx
      .update(companyJoinRequests)
      .set({ status: "cancelled", decidedAt: new Date() })
      .where(and(eq(companyJoinRequests.companyId, invitation.companyId), eq(companyJoinRequests.userId, person.id), eq(companyJoinRequests.status, "pending")));
    return { invitation, added };
  });
  if (result.invitation.invitedByUserId) {
    await tellPerson(db, result.invitation.invitedByUserId, {
      key: `invitation-accepted:${result.invitation.id}`,
      title: `${person.name} joined ${result.invitation.company.name} on Upstep`,
      body: `${person.name} (${person.email}) accepted your invitation and joined ${result.invitation.company.name}'s hiring team as ${roleLabel(result.invitation.role).toLowerCase()}.`,
      actionLabel: "See the team",
      link: teamPath(result.invitation.companyId),
    });
  }
  return { company: result.invitation.company, role: result.invitation.role, alreadyMember: !result.added };
}

/** POST /api/employer/invitations/{token}/decline: the invited person says no; the link stops working. */
export async function declineInvitation(db: Db, person: Person, token: string): Promise<void> {
  const invitation = await db.transaction(async (tx) => {
    const open = await openInvitationFor(tx, person, token);
    await tx.update(companyInvitations).set({ revokedAt: new Date() }).where(eq(companyInvitations.id, open.id));
    return open;
  });
  if (invitation.invitedByUserId) {
    await tellPerson(db, invitation.invitedByUserId, {
      key: `invitation-declined:${invitation.id}`,
      title: `${person.name} declined your invitation to ${invitation.company.name}`,
      body: `${person.name} (${person.email}) declined your invitation to join ${invitation.company.name}'s hiring team on Upstep.`,
      actionLabel: "See the team",
      link: teamPath(invitation.companyId),
    });
  }
}
