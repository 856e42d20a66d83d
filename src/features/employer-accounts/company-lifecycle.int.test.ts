import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies, companyDomains, companyJoinRequests, companyMembers, employerSignups, notifications, rateLimits, userRoles } from "@/db/schema";
import { JOIN_REQUESTS_PER_HOUR } from "./server/join-requests";
import { POST as createPost } from "@/app/api/employer/company/route";
import { GET as searchGet } from "@/app/api/employer/company/search/route";
import { GET as matchGet } from "@/app/api/employer/company/match/route";
import { POST as joinRequestPost } from "@/app/api/employer/company/[companyId]/join-requests/route";
import { POST as approvePost } from "@/app/api/employer/company/[companyId]/join-requests/[requestId]/approve/route";
import { POST as declinePost } from "@/app/api/employer/company/[companyId]/join-requests/[requestId]/decline/route";
import { DELETE as cancelDelete } from "@/app/api/employer/me/join-requests/[requestId]/route";
import { POST as domainJoinPost } from "@/app/api/employer/company/[companyId]/domain-join/route";
import { PATCH as memberPatch, DELETE as memberDelete } from "@/app/api/employer/company/[companyId]/members/[userId]/route";
import { POST as domainsPost } from "@/app/api/employer/company/[companyId]/domains/route";
import { DELETE as domainDelete } from "@/app/api/employer/company/[companyId]/domains/[domain]/route";
import { addMemberRow, call, mailTo, makeCompany, setFlag, signedIn, testDomain } from "./employer-accounts.testing";

/*
 * A company's life on Upstep through the real routes and database (decision 038): created by its
 * first owner (whose work domain it verifies), claimed from the importer only with proof, joined by
 * request (owners told by mail and in the inbox; approve with a role, decline, withdraw) or at once
 * by a verified domain; roles changed and members removed by owners, never the last owner; members leave.
 */
const db = () => getDb();
const rolesOf = async (userId: string) => (await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();
const membership = async (companyId: string, userId: string) =>
  (await db().select({ role: companyMembers.memberRole, jobTitle: companyMembers.jobTitle }).from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId))))[0] ?? null;

async function createCompany(cookie: string, body: Record<string, unknown>) {
  return call(createPost, { method: "POST", path: "/api/employer/company", body, cookie });
}

describe("creating a company", () => {
  it("makes the person its first owner with their job title, verifies their work domain, forgets the sign-up answers", async () => {
    const domain = testDomain("harbor");
    const owner = await signedIn({ domain, name: "Ana Ortiz" });
    await db().insert(employerSignups).values({ userId: owner.id, companyName: "Harbor Freight Co", jobTitle: "Recruiting Lead" });
    const res = await createCompany(owner.cookie, { name: "  Harbor Freight Co ", jobTitle: "Recruiting Lead" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ claimed: false, verifiedDomain: domain, company: { name: "Harbor Freight Co", slug: "harbor-freight-co" } });
    const companyId = (res.body.company as { id: string }).id;
    expect(await membership(companyId, owner.id)).toEqual({ role: "owner", jobTitle: "Recruiting Lead" });
    const [company] = await db().select({ claimedAt: companies.claimedAt }).from(companies).where(eq(companies.id, companyId));
    expect(company!.claimedAt).toBeInstanceOf(Date);
    expect(await db().select({ domain: companyDomains.domain, companyId: companyDomains.companyId }).from(companyDomains).where(eq(companyDomains.domain, domain))).toEqual([{ domain, companyId }]);
    expect(await db().select().from(employerSignups).where(eq(employerSignups.userId, owner.id))).toEqual([]);
  });

  it("never verifies a free-mail domain, nor one another company holds", async () => {
    const gmail = await signedIn({ email: `sam.${Date.now()}@gmail.com` });
    const res = await createCompany(gmail.cookie, { name: "Sam's Bakery", jobTitle: "" });
    expect(res.body).toMatchObject({ verifiedDomain: null });
    expect(await db().select().from(companyDomains).where(eq(companyDomains.domain, "gmail.com"))).toEqual([]);

    const domain = testDomain("shared");
    const first = await signedIn({ domain });
    const second = await signedIn({ domain });
    const a = await createCompany(first.cookie, { name: "Shared Domain One", jobTitle: "" });
    const b = await createCompany(second.cookie, { name: "Shared Domain Two", jobTitle: "" });
    expect([a.body.verifiedDomain, b.body.verifiedDomain]).toEqual([domain, null]);
  });

  it("gives Hiring Manager to a recruiter-less person only; a Recruiter keeps their role", async () => {
    const recruiter = await signedIn({ roles: ["Recruiter"] });
    expect((await createCompany(recruiter.cookie, { name: "Agency Partners", jobTitle: "" })).status).toBe(200);
    expect(await rolesOf(recruiter.id)).toEqual(["Recruiter"]);
  });

  it("does not create a name that is already on Upstep by accident: 409, then a separate company under its own address", async () => {
    const existing = await makeCompany({ name: "Cedar Clinics", slug: "cedar-clinics", claimed: true });
    const person = await signedIn();
    const match = await call(matchGet, { path: "/api/employer/company/match?name=cedar%20clinics", cookie: person.cookie });
    expect(match.body).toMatchObject({ existing: { id: existing.id, name: "Cedar Clinics", action: "unavailable" } });
    const refused = await createCompany(person.cookie, { name: "Cedar Clinics", jobTitle: "" });
    expect(refused.status).toBe(409);
    expect(refused.body.error!.message).toContain("Cedar Clinics is already on Upstep");
    const separate = await createCompany(person.cookie, { name: "Cedar Clinics", jobTitle: "", separate: true });
    expect(separate.status).toBe(200);
    expect(separate.body.company).toMatchObject({ name: "Cedar Clinics", slug: "cedar-clinics-2" });
  });

  it("claims an importer-made company only with an address at its website's domain", async () => {
    const domain = testDomain("maple");
    const imported = await makeCompany({ name: "Maple Logistics", website: `https://www.${domain}/careers` });
    const stranger = await signedIn({ domain: testDomain("other") });
    const match = await call(matchGet, { path: "/api/employer/company/match?name=Maple%20Logistics", cookie: stranger.cookie });
    expect(match.body).toMatchObject({ existing: { action: "unavailable" } });
    const refused = await createCompany(stranger.cookie, { name: "Maple Logistics", jobTitle: "", claimCompanyId: imported.id });
    expect(refused.status).toBe(403);
    expect(await db().select().from(companyMembers).where(eq(companyMembers.companyId, imported.id))).toEqual([]);

    const insider = await signedIn({ domain, name: "Lee Maple" });
    expect((await call(matchGet, { path: "/api/employer/company/match?name=Maple%20Logistics", cookie: insider.cookie })).body).toMatchObject({ existing: { action: "claim" } });
    const claimed = await createCompany(insider.cookie, { name: "Maple Logistics", jobTitle: "HR Director", claimCompanyId: imported.id });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ claimed: true, verifiedDomain: domain, company: { id: imported.id, slug: imported.slug } });
    expect(await membership(imported.id, insider.id)).toEqual({ role: "owner", jobTitle: "HR Director" });
    // Once claimed, nobody claims it again, even from the same domain.
    const colleague = await signedIn({ domain });
    expect((await createCompany(colleague.cookie, { name: "Maple Logistics", jobTitle: "", claimCompanyId: imported.id })).status).toBe(403);
  });

  it("is off (404) while g2-employment-v2 is off", async () => {
    const person = await signedIn();
    await setFlag("g2-employment-v2", false);
    try {
      expect((await createCompany(person.cookie, { name: "Nope Inc", jobTitle: "" })).status).toBe(404);
      expect((await call(searchGet, { path: "/api/employer/company/search?q=nope", cookie: person.cookie })).status).toBe(404);
    } finally {
      await setFlag("g2-employment-v2", true);
    }
  });
});

describe("joining by request", () => {
  async function companyWithOwners() {
    const owner = await signedIn({ name: "Olive Owner" });
    const coOwner = await signedIn({ name: "Otto Owner" });
    const company = await makeCompany({ name: `Riverside Care ${Date.now()}`, claimed: true });
    await addMemberRow(company.id, owner.id, "owner");
    await addMemberRow(company.id, coOwner.id, "owner");
    return { owner, coOwner, company };
  }

  it("finds the company by a near name, tells every owner by mail and in the inbox, approves with a role", async () => {
    const { owner, coOwner, company } = await companyWithOwners();
    const asker = await signedIn({ name: "Ray Asker" });
    await db().insert(employerSignups).values({ userId: asker.id, companyName: company.name, jobTitle: "Nurse Recruiter" });
    const found = await call(searchGet, { path: `/api/employer/company/search?q=${encodeURIComponent("Riversde Car")}`, cookie: asker.cookie });
    expect(found.status).toBe(200);
    expect((found.body.companies as { id: string; action: string }[]).find((c) => c.id === company.id)).toMatchObject({ action: "request" });

    const asked = await call(joinRequestPost, { method: "POST", path: "/x", params: { companyId: company.id }, body: { message: "I run recruiting for the west clinics." }, cookie: asker.cookie });
    expect(asked.status).toBe(200);
    const requestId = asked.body.id as string;
    // Asking twice keeps the one request.
    expect((await call(joinRequestPost, { method: "POST", path: "/x", params: { companyId: company.id }, body: {}, cookie: asker.cookie })).body.id).toBe(requestId);
    for (const o of [owner, coOwner]) {
      const [mail] = await mailTo(o.email);
      expect(mail?.subject).toBe(`Ray Asker asks to join ${company.name} on Upstep`);
      expect(mail!.text).toContain("I run recruiting for the west clinics.");
      expect(mail!.text).toContain(`/hiring/account-settings/team?company=${company.id}`);
      expect(await db().select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, o.id))).toEqual([{ title: mail!.subject }]);
    }
    expect((await call(searchGet, { path: `/api/employer/company/search?q=Riverside`, cookie: asker.cookie })).body.companies).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: company.id, action: "pending", pendingRequestId: requestId })]),
    );

    // Someone who is not an owner cannot answer it; an owner approves as recruiter.
    expect((await call(approvePost, { method: "POST", path: "/x", params: { companyId: company.id, requestId }, body: { role: "owner" }, cookie: asker.cookie })).status).toBe(404);
    const approved = await call(approvePost, { method: "POST", path: "/x", params: { companyId: company.id, requestId }, body: { role: "recruiter" }, cookie: owner.cookie });
    expect(approved.status).toBe(200);
    expect(await membership(company.id, asker.id)).toEqual({ role: "recruiter", jobTitle: "Nurse Recruiter" });
    const [request] = await db().select().from(companyJoinRequests).where(eq(companyJoinRequests.id, requestId));
    expect(request).toMatchObject({ status: "approved", grantedRole: "recruiter", decidedByUserId: owner.id });
    const [told] = await mailTo(asker.email);
    expect(told?.subject).toBe(`You joined ${company.name} on Upstep`);
    // Answered once only.
    expect((await call(declinePost, { method: "POST", path: "/x", params: { companyId: company.id, requestId }, cookie: coOwner.cookie })).status).toBe(409);
  });

  it("declines (the person is told) and lets the person withdraw a waiting request", async () => {
    const { owner, company } = await companyWithOwners();
    const asker = await signedIn({ name: "Dee Clined" });
    const first = await call(joinRequestPost, { method: "POST", path: "/x", params: { companyId: company.id }, body: {}, cookie: asker.cookie });
    expect((await call(declinePost, { method: "POST", path: "/x", params: { companyId: company.id, requestId: first.body.id as string }, cookie: owner.cookie })).status).toBe(200);
    expect(await membership(company.id, asker.id)).toBeNull();
    expect((await mailTo(asker.email))[0]?.subject).toBe(`Your request to join ${company.name} was declined`);

    const second = await call(joinRequestPost, { method: "POST", path: "/x", params: { companyId: company.id }, body: {}, cookie: asker.cookie });
    expect(second.body.id).not.toBe(first.body.id);
    const other = await signedIn();
    expect((await call(cancelDelete, { method: "DELETE", path: "/x", params: { requestId: second.body.id as string }, cookie: other.cookie })).status).toBe(404);
    expect((await call(cancelDelete, { method: "DELETE", path: "/x", params: { requestId: second.body.id as string }, cookie: asker.cookie })).status).toBe(204);
    const [request] = await db().select({ status: companyJoinRequests.status }).from(companyJoinRequests).where(eq(companyJoinRequests.id, second.body.id as string));
    expect(request!.status).toBe("cancelled");
    expect((await call(approvePost, { method: "POST", path: "/x", params: { companyId: company.id, requestId: second.body.id as string }, body: { role: "interviewer" }, cookie: owner.cookie })).status).toBe(409);
  });

  it("lets one person ask at most 10 companies an hour (each request mails every owner)", async () => {
    const { company } = await companyWithOwners();
    const asker = await signedIn();
    await db().insert(rateLimits).values({ key: `company-join-request:user:${asker.id}`, count: JOIN_REQUESTS_PER_HOUR });
    const res = await call(joinRequestPost, { method: "POST", path: "/x", params: { companyId: company.id }, body: {}, cookie: asker.cookie });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await db().select().from(companyJoinRequests).where(eq(companyJoinRequests.userId, asker.id))).toEqual([]);
  });

  it("cannot ask a company nobody runs on Upstep yet", async () => {
    const imported = await makeCompany({ name: "Lonely Importer Co" });
    const asker = await signedIn();
    const res = await call(joinRequestPost, { method: "POST", path: "/x", params: { companyId: imported.id }, body: {}, cookie: asker.cookie });
    expect(res.status).toBe(409);
  });
});

describe("joining by a verified domain", () => {
  it("lets a confirmed address at the company's verified domain in at once as an interviewer; the owners are told", async () => {
    const domain = testDomain("pine");
    const owner = await signedIn({ domain, name: "Pia Owner" });
    const created = await createCompany(owner.cookie, { name: `Pine Health ${Date.now()}`, jobTitle: "" });
    const companyId = (created.body.company as { id: string }).id;
    const colleague = await signedIn({ domain, name: "Cole League", roles: [] });
    // A candidate account cannot use the employer API; the same address as an employer can.
    expect((await call(domainJoinPost, { method: "POST", path: "/x", params: { companyId }, cookie: colleague.cookie })).status).toBe(403);
    await db().insert(userRoles).values({ userId: colleague.id, role: "Hiring Manager" });
    const joined = await call(domainJoinPost, { method: "POST", path: "/x", params: { companyId }, cookie: colleague.cookie });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ role: "interviewer" });
    expect(await membership(companyId, colleague.id)).toMatchObject({ role: "interviewer" });
    expect((await mailTo(owner.email))[0]?.subject).toMatch(/^Cole League joined Pine Health/);

    const outsider = await signedIn({ domain: testDomain("elsewhere") });
    expect((await call(domainJoinPost, { method: "POST", path: "/x", params: { companyId }, cookie: outsider.cookie })).status).toBe(403);
    expect(await membership(companyId, outsider.id)).toBeNull();
  });

  it("owners verify their own domain later and remove one; a held or free-mail domain is refused", async () => {
    const owner = await signedIn({ email: `olga.${Date.now()}@outlook.com` });
    const created = await createCompany(owner.cookie, { name: `Olga's Studio ${Date.now()}`, jobTitle: "" });
    const companyId = (created.body.company as { id: string }).id;
    expect((await call(domainsPost, { method: "POST", path: "/x", params: { companyId }, cookie: owner.cookie })).status).toBe(400);

    const domain = testDomain("studio");
    const coOwner = await signedIn({ domain });
    await addMemberRow(companyId, coOwner.id, "owner");
    const added = await call(domainsPost, { method: "POST", path: "/x", params: { companyId }, cookie: coOwner.cookie });
    expect(added.body).toEqual({ domain });
    const rival = await signedIn({ domain });
    const rivalCo = await createCompany(rival.cookie, { name: `Rival ${Date.now()}`, jobTitle: "" });
    expect(rivalCo.body.verifiedDomain).toBeNull();
    expect((await call(domainsPost, { method: "POST", path: "/x", params: { companyId: (rivalCo.body.company as { id: string }).id }, cookie: rival.cookie })).status).toBe(409);

    expect((await call(domainDelete, { method: "DELETE", path: "/x", params: { companyId, domain }, cookie: rival.cookie })).status).toBe(404);
    expect((await call(domainDelete, { method: "DELETE", path: "/x", params: { companyId, domain }, cookie: owner.cookie })).status).toBe(204);
    expect(await db().select().from(companyDomains).where(eq(companyDomains.domain, domain))).toEqual([]);
  });
});

describe("roles and leaving", () => {
  async function team() {
    const owner = await signedIn({ name: "Quinn Owner" });
    const member = await signedIn({ name: "Mia Member" });
    const company = await makeCompany({ claimed: true });
    await addMemberRow(company.id, owner.id, "owner");
    await addMemberRow(company.id, member.id, "interviewer");
    return { owner, member, company };
  }
  const patchRole = (companyId: string, userId: string, role: string, cookie: string) => call(memberPatch, { method: "PATCH", path: "/x", params: { companyId, userId }, body: { role }, cookie });
  const remove = (companyId: string, userId: string, cookie: string) => call(memberDelete, { method: "DELETE", path: "/x", params: { companyId, userId }, cookie });

  it("owners change roles (the member is told); the last owner is never demoted or removed; non-owners change nothing", async () => {
    const { owner, member, company } = await team();
    expect((await patchRole(company.id, owner.id, "recruiter", member.cookie)).status).toBe(403);
    const lastOwner = await patchRole(company.id, owner.id, "hiring-manager", owner.cookie);
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.error!.message).toBe("A company needs at least one owner. Make someone else an owner first.");
    expect((await remove(company.id, owner.id, owner.cookie)).status).toBe(409);

    expect((await patchRole(company.id, member.id, "owner", owner.cookie)).status).toBe(200);
    expect((await mailTo(member.email))[0]?.subject).toBe(`Your role at ${company.name} is now owner`);
    // Now there are two owners: the first may step down.
    expect((await patchRole(company.id, owner.id, "hiring-manager", owner.cookie)).status).toBe(200);
    expect(await membership(company.id, owner.id)).toMatchObject({ role: "hiring-manager" });
    expect((await patchRole(company.id, member.id, "interviewer", member.cookie)).status).toBe(409);
    expect((await patchRole(company.id, member.id, "nobody", member.cookie)).status).toBe(400);
  });

  it("an owner removes a member (who is told); a member leaves (owners told); the last owner cannot leave", async () => {
    const { owner, member, company } = await team();
    const third = await signedIn({ name: "Theo Third" });
    await addMemberRow(company.id, third.id, "recruiter");
    expect((await remove(company.id, third.id, member.cookie)).status).toBe(403);
    expect((await remove(company.id, third.id, owner.cookie)).body).toEqual({ left: false });
    expect(await membership(company.id, third.id)).toBeNull();
    expect((await mailTo(third.email))[0]?.subject).toBe(`You are no longer on ${company.name}'s team`);

    expect((await remove(company.id, member.id, member.cookie)).body).toEqual({ left: true });
    expect((await mailTo(owner.email))[0]?.subject).toBe(`Mia Member left ${company.name} on Upstep`);
    expect((await remove(company.id, owner.id, owner.cookie)).status).toBe(409);
    expect((await remove(company.id, member.id, owner.cookie)).status).toBe(404);
  });
});
