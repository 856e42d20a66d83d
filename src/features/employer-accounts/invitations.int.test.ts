import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companyInvitations, companyMembers, rateLimits, userRoles } from "@/db/schema";
import { POST as invitePost } from "@/app/api/employer/company/[companyId]/invitations/route";
import { DELETE as revokeDelete } from "@/app/api/employer/company/[companyId]/invitations/[invitationId]/route";
import { POST as resendPost } from "@/app/api/employer/company/[companyId]/invitations/[invitationId]/resend/route";
import { POST as acceptPost } from "@/app/api/employer/invitations/[token]/accept/route";
import { POST as declinePost } from "@/app/api/employer/invitations/[token]/decline/route";
import { env } from "@/lib/env";
import { hashInvitationToken } from "./server/invitation-token";
import { getInvitationView } from "./server/queries";
import { INVITATION_LIMITS } from "./types";
import { addMemberRow, call, linkIn, mailTo, makeCompany, signedIn, testDomain } from "./employer-accounts.testing";

/*
 * Invitations to a company's team through the real routes, queue handler and mail outbox (decision
 * 038): the mail's link carries a 32-byte token of which only the SHA-256 is stored; it works for 14
 * days, once, for the invited address only; resending makes a new token, withdrawing kills it; sends
 * are limited per owner and per company.
 */
const db = () => getDb();

async function ownedCompany() {
  const owner = await signedIn({ name: "Ivy Inviter" });
  const company = await makeCompany({ name: `Willow Clinics ${Date.now()}`, claimed: true });
  await addMemberRow(company.id, owner.id, "owner");
  return { owner, company };
}

const invite = (companyId: string, body: unknown, cookie: string) => call(invitePost, { method: "POST", path: "/x", params: { companyId }, body, cookie });
const accept = (token: string, cookie?: string) => call(acceptPost, { method: "POST", path: "/x", params: { token }, cookie });

async function tokenFromMail(email: string): Promise<string> {
  const [mail] = await mailTo(email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = linkIn(mail!.text, "/hiring/invitations/");
  expect(link.origin).toBe(new URL(env().BASE_URL).origin);
  return decodeURIComponent(link.pathname.split("/").at(-1)!);
}

describe("inviting by email", () => {
  it("mails a link with a 32-byte token stored only as its hash; the invited person accepts with the invited role", async () => {
    const { owner, company } = await ownedCompany();
    const email = `Nia.Newhire@${testDomain("willow")}`;
    const res = await invite(company.id, { email, role: "hiring-manager" }, owner.cookie);
    expect(res.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe(`Ivy Inviter invited you to join ${company.name} on Upstep`);
    expect(mail!.text).toContain("as hiring manager");
    const token = await tokenFromMail(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [stored] = await db().select().from(companyInvitations).where(eq(companyInvitations.id, res.body.id as string));
    expect(stored!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 2);

    expect(await getInvitationView(db(), token)).toMatchObject({ state: "open", role: "hiring-manager", invitedByName: "Ivy Inviter", company: { id: company.id } });

    // The invited address, in another case, signed in as a candidate: joins and becomes a hiring manager.
    const invitee = await signedIn({ email: email.toLowerCase(), roles: [], name: "Nia Newhire" });
    const accepted = await accept(token, invitee.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: "hiring-manager", alreadyMember: false, company: { id: company.id } });
    const [member] = await db().select({ role: companyMembers.memberRole }).from(companyMembers).where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, invitee.id)));
    expect(member!.role).toBe("hiring-manager");
    expect((await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, invitee.id))).map((r) => r.role)).toEqual(["Hiring Manager"]);
    expect((await mailTo(owner.email))[0]?.subject).toBe(`Nia Newhire joined ${company.name} on Upstep`);

    // Once only.
    const again = await accept(token, invitee.cookie);
    expect(again.status).toBe(410);
    expect(again.body.error!.message).toBe("This invitation has already been used.");
    expect((await getInvitationView(db(), token))!.state).toBe("accepted");
  });

  it("refuses another account (403, nothing changes), a made-up token (404), signed out (401)", async () => {
    const { owner, company } = await ownedCompany();
    const email = `right-${Date.now()}@${testDomain()}`;
    await invite(company.id, { email, role: "recruiter" }, owner.cookie);
    const token = await tokenFromMail(email);
    const wrong = await signedIn({ roles: [] });
    const refused = await accept(token, wrong.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error!.message).toBe(`This invitation is for ${email}. Log out and log in or sign up with that address to accept it.`);
    expect(await db().select().from(companyMembers).where(eq(companyMembers.userId, wrong.id))).toEqual([]);
    expect((await call(declinePost, { method: "POST", path: "/x", params: { token }, cookie: wrong.cookie })).status).toBe(403);
    expect((await accept("A".repeat(43), wrong.cookie)).status).toBe(404);
    expect((await accept("short", wrong.cookie)).status).toBe(404);
    expect((await accept(token)).status).toBe(401);
    expect((await getInvitationView(db(), token))!.state).toBe("open");
  });

  it("refuses an expired invitation (410) and a withdrawn one (410); the owner withdraws only waiting ones", async () => {
    const { owner, company } = await ownedCompany();
    const late = `late-${Date.now()}@${testDomain()}`;
    const made = await invite(company.id, { email: late, role: "interviewer" }, owner.cookie);
    const token = await tokenFromMail(late);
    await db().update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.id, made.body.id as string));
    const invitee = await signedIn({ email: late });
    const expired = await accept(token, invitee.cookie);
    expect(expired.status).toBe(410);
    expect(expired.body.error!.message).toBe("This invitation has expired. Ask the person who invited you to send a new one.");

    const gone = `gone-${Date.now()}@${testDomain()}`;
    const second = await invite(company.id, { email: gone, role: "interviewer" }, owner.cookie);
    const secondToken = await tokenFromMail(gone);
    const someoneElse = await signedIn();
    expect((await call(revokeDelete, { method: "DELETE", path: "/x", params: { companyId: company.id, invitationId: second.body.id as string }, cookie: someoneElse.cookie })).status).toBe(404);
    expect((await call(revokeDelete, { method: "DELETE", path: "/x", params: { companyId: company.id, invitationId: second.body.id as string }, cookie: owner.cookie })).status).toBe(204);
    expect((await call(revokeDelete, { method: "DELETE", path: "/x", params: { companyId: company.id, invitationId: second.body.id as string }, cookie: owner.cookie })).status).toBe(409);
    const revokedInvitee = await signedIn({ email: gone });
    const revoked = await accept(secondToken, revokedInvitee.cookie);
    expect(revoked.status).toBe(410);
    expect(revoked.body.error!.message).toMatch(/withdrawn or declined/);
  });

  it("resends with a new token (the old link stops working); the invited person may decline (the inviter is told)", async () => {
    const { owner, company } = await ownedCompany();
    const email = `resend-${Date.now()}@${testDomain()}`;
    const made = await invite(company.id, { email, role: "recruiter" }, owner.cookie);
    const first = await tokenFromMail(email);
    const resent = await call(resendPost, { method: "POST", path: "/x", params: { companyId: company.id, invitationId: made.body.id as string }, cookie: owner.cookie });
    expect(resent.status).toBe(200);
    const second = await tokenFromMail(email);
    expect(second).not.toBe(first);
    expect(await mailTo(email)).toHaveLength(2);
    const invitee = await signedIn({ email, name: "Ned Decliner" });
    expect((await accept(first, invitee.cookie)).status).toBe(404);
    expect((await call(declinePost, { method: "POST", path: "/x", params: { token: second }, cookie: invitee.cookie })).status).toBe(200);
    expect((await mailTo(owner.email))[0]?.subject).toBe(`Ned Decliner declined your invitation to ${company.name}`);
    expect((await accept(second, invitee.cookie)).status).toBe(410);
    expect((await call(resendPost, { method: "POST", path: "/x", params: { companyId: company.id, invitationId: made.body.id as string }, cookie: owner.cookie })).status).toBe(409);
  });

  it("refuses an address already on the team, a second waiting invitation, yourself, and a bad address or role", async () => {
    const { owner, company } = await ownedCompany();
    const member = await signedIn();
    await addMemberRow(company.id, member.id, "interviewer");
    expect((await invite(company.id, { email: member.email.toUpperCase(), role: "recruiter" }, owner.cookie)).status).toBe(409);
    expect((await invite(company.id, { email: owner.email, role: "recruiter" }, owner.cookie)).status).toBe(409);
    const email = `twice-${Date.now()}@${testDomain()}`;
    expect((await invite(company.id, { email, role: "recruiter" }, owner.cookie)).status).toBe(200);
    const twice = await invite(company.id, { email, role: "owner" }, owner.cookie);
    expect(twice.status).toBe(409);
    expect(twice.body.error!.issues).toEqual([{ path: "email", message: "An invitation to this address is already waiting. Send it again from the list of invitations instead." }]);
    const bad = await invite(company.id, { email: "not an address", role: "boss" }, owner.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error!.issues).toEqual(expect.arrayContaining([{ path: "email", message: "Type a valid email address" }, { path: "role", message: "Choose a role" }]));
    // Only owners invite.
    expect((await invite(company.id, { email: `x-${email}`, role: "recruiter" }, member.cookie)).status).toBe(403);
  });

  it("limits invitations to one address: past 5 in an hour, from any company, 429", async () => {
    const email = `popular-${Date.now()}@${testDomain()}`;
    await db().insert(rateLimits).values({ key: `company-invite:to:${email}`, count: INVITATION_LIMITS.perRecipientPerHour });
    const { owner, company } = await ownedCompany();
    const res = await invite(company.id, { email: email.toUpperCase(), role: "recruiter" }, owner.cookie);
    expect(res.status).toBe(429);
    expect(await mailTo(email)).toEqual([]);
  });

  it("limits sends per owner: past 20 in an hour, 429 with Retry-After", async () => {
    const { owner, company } = await ownedCompany();
    await db().insert(rateLimits).values({ key: `company-invite:user:${owner.id}`, count: INVITATION_LIMITS.perUserPerHour });
    const res = await invite(company.id, { email: `limited-${Date.now()}@${testDomain()}`, role: "recruiter" }, owner.cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body.error!.message).toMatch(/^Too many invitations sent\. Please wait \d+ minutes? and try again\.$/);
  });
});
