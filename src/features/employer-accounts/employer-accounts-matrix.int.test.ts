import { randomUUID } from "node:crypto";
import type { ReactNode } from "react";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { companyDomains, companyInvitations, companyJoinRequests } from "@/db/schema";
import { POST as createPost } from "@/app/api/employer/company/route";
import { GET as searchGet } from "@/app/api/employer/company/search/route";
import { GET as matchGet } from "@/app/api/employer/company/match/route";
import { PATCH as profilePatch } from "@/app/api/employer/company/[companyId]/route";
import { PUT as logoPut, DELETE as logoDelete } from "@/app/api/employer/company/[companyId]/logo/route";
import { POST as domainsPost } from "@/app/api/employer/company/[companyId]/domains/route";
import { DELETE as domainDelete } from "@/app/api/employer/company/[companyId]/domains/[domain]/route";
import { POST as domainJoinPost } from "@/app/api/employer/company/[companyId]/domain-join/route";
import { PATCH as memberPatch, DELETE as memberDelete } from "@/app/api/employer/company/[companyId]/members/[userId]/route";
import { POST as invitePost } from "@/app/api/employer/company/[companyId]/invitations/route";
import { DELETE as revokeDelete } from "@/app/api/employer/company/[companyId]/invitations/[invitationId]/route";
import { POST as resendPost } from "@/app/api/employer/company/[companyId]/invitations/[invitationId]/resend/route";
import { POST as joinRequestPost } from "@/app/api/employer/company/[companyId]/join-requests/route";
import { POST as approvePost } from "@/app/api/employer/company/[companyId]/join-requests/[requestId]/approve/route";
import { POST as declinePost } from "@/app/api/employer/company/[companyId]/join-requests/[requestId]/decline/route";
import { PATCH as mePatch } from "@/app/api/employer/me/route";
import { DELETE as myRequestDelete } from "@/app/api/employer/me/join-requests/[requestId]/route";
import { POST as acceptPost } from "@/app/api/employer/invitations/[token]/accept/route";
import { POST as declineInvitationPost } from "@/app/api/employer/invitations/[token]/decline/route";
import { GET as logoGet } from "@/app/api/companies/[companyId]/logo/route";
import type { Role } from "@/lib/auth/roles";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { loginPath } from "@/lib/routes";
import { makePng } from "@/lib/uploads/test-fixtures";
import { createUser } from "@/testing/factories";
import { b64, withTemporaryUploadDir } from "@/testing/uploads";
import { propsOf } from "@/testing/pages";
import type * as TeamScreenModule from "./components/team-screen";
import type * as CompanySettingsModule from "./components/company-settings-screen";
import type * as YourDetailsModule from "./components/your-details-screen";
import type * as WelcomeModule from "./components/welcome-screen";
import type * as InvitationModule from "./components/invitation-screen";
import { newInvitationToken } from "./server/invitation-token";
import { addMemberRow, call, makeCompany, signedIn, testDomain, type SignedIn } from "./employer-accounts.testing";

/*
 * The authorization matrix of every employer account route and page (issue 16 part 1): company A's
 * owner, hiring manager, recruiter and interviewer, company B's owner, a candidate, an administrator
 * with and without two-factor, and someone signed out, each against company A's things. Writes that
 * use up their target get a fresh one for every caller. Expected: owners (and administrators with
 * two-factor, the back office) manage; other roles of A get 403 with a message naming who can;
 * company B and anyone else with the employer permission get 404 (A's things do not exist for them);
 * candidates 403; administrators without two-factor 403 (sent to set it up); signed out 401 or log in.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

withTemporaryUploadDir();

const ACTORS = ["ownerA", "hiringManagerA", "recruiterA", "interviewerA", "ownerB", "candidate", "admin", "adminWithout2fa", "anonymous"] as const;
type Actor = (typeof ACTORS)[number];
type Expect = Record<Actor, number>;

let companyA: { id: string; name: string; slug: string };
let companyB: { id: string; name: string; slug: string };
let domainA: string;
const people = {} as Record<Exclude<Actor, "anonymous">, SignedIn>;
const cookieOf = (actor: Actor) => (actor === "anonymous" ? undefined : people[actor].cookie);

beforeAll(async () => {
  domainA = testDomain("alpha");
  companyA = await makeCompany({ name: `Alpha Care ${Date.now()}`, claimed: true });
  companyB = await makeCompany({ name: `Beta Works ${Date.now()}`, claimed: true });
  people.ownerA = await signedIn({ domain: domainA, name: "Alma Owner" });
  people.hiringManagerA = await signedIn({ name: "Hal Manager" });
  people.recruiterA = await signedIn({ roles: ["Recruiter"], name: "Rae Recruiter" });
  people.interviewerA = await signedIn({ name: "Ian Interviewer" });
  people.ownerB = await signedIn({ name: "Bea Owner" });
  people.candidate = await signedIn({ roles: [], name: "Cam Candidate" });
  people.admin = await signedIn({ roles: ["Administrator"], twoFactorEnabled: true, name: "Ada Admin" });
  people.adminWithout2fa = await signedIn({ roles: ["Administrator"], name: "Abe Admin" });
  await addMemberRow(companyA.id, people.ownerA.id, "owner");
  await addMemberRow(companyA.id, people.hiringManagerA.id, "hiring-manager");
  await addMemberRow(companyA.id, people.recruiterA.id, "recruiter");
  await addMemberRow(companyA.id, people.interviewerA.id, "interviewer");
  await addMemberRow(companyB.id, people.ownerB.id, "owner");
  await getDb().insert(companyDomains).values({ domain: domainA, companyId: companyA.id, verifiedAt: new Date() });
});

const MANAGE = (ok: number): Expect => ({ ownerA: ok, hiringManagerA: 403, recruiterA: 403, interviewerA: 403, ownerB: 404, candidate: 403, admin: ok, adminWithout2fa: 403, anonymous: 401 });
const ANY_EMPLOYER = (ok: number): Expect => ({ ownerA: ok, hiringManagerA: ok, recruiterA: ok, interviewerA: ok, ownerB: ok, candidate: 403, admin: ok, adminWithout2fa: 403, anonymous: 401 });

async function freshMember(): Promise<string> {
  const user = await createUser({ roles: ["Hiring Manager" as Role] });
  await addMemberRow(companyA.id, user.id, "interviewer");
  return user.id;
}

async function freshInvitation(email = `invitee-${randomUUID().slice(0, 8)}@${testDomain()}`): Promise<{ id: string; token: string }> {
  const { token, hash } = newInvitationToken();
  const [row] = await getDb()
    .insert(companyInvitations)
    .values({ companyId: companyA.id, email, companyRole: "recruiter", tokenHash: hash, invitedByUserId: people.ownerA.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: companyInvitations.id });
  return { id: row!.id, token };
}

async function freshJoinRequest(companyId = companyA.id): Promise<{ id: string; userId: string }> {
  const user = await createUser({ roles: ["Hiring Manager" as Role] });
  const [row] = await getDb().insert(companyJoinRequests).values({ companyId, userId: user.id }).returning({ id: companyJoinRequests.id });
  return { id: row!.id, userId: user.id };
}

type Case = {
  name: string;
  handler: Parameters<typeof call>[0];
  method: string;
  expect: Expect;
  /** Per caller: the path params and body (a fresh target for writes that use theirs up). */
  prepare: (actor: Actor) => Promise<{ params?: Record<string, string>; body?: unknown; query?: string }>;
  /** Per caller, after the call: undo what would change the next callers' standing. */
  after?: (actor: Actor) => Promise<void>;
};

/** The caller's own email domain, not verified for any company (so it lets nobody join anywhere). */
async function freeDomainOf(actor: Actor) {
  if (actor !== "anonymous" && actor !== "ownerA") await getDb().delete(companyDomains).where(eq(companyDomains.domain, people[actor].email.split("@")[1]!));
}

const png = b64(makePng({ width: 8, height: 8 }));

const CASES: Case[] = [
  { name: "POST /api/employer/company", handler: createPost, method: "POST", expect: ANY_EMPLOYER(200), prepare: async () => ({ body: { name: `New Co ${randomUUID().slice(0, 8)}`, jobTitle: "" } }) },
  { name: "GET /api/employer/company/search", handler: searchGet, method: "GET", expect: ANY_EMPLOYER(200), prepare: async () => ({ query: "?q=Alpha" }) },
  { name: "GET /api/employer/company/match", handler: matchGet, method: "GET", expect: ANY_EMPLOYER(200), prepare: async () => ({ query: "?name=Alpha%20Care" }) },
  { name: "PATCH /api/employer/company/{A}", handler: profilePatch, method: "PATCH", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id }, body: { description: "We care.", website: "", size: "11-50", headquarters: "", locations: [] } }) },
  { name: "PUT /api/employer/company/{A}/logo", handler: logoPut, method: "PUT", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id }, body: { fileName: "a.png", base64EncodedData: png } }) },
  { name: "DELETE /api/employer/company/{A}/logo", handler: logoDelete, method: "DELETE", expect: MANAGE(204), prepare: async () => ({ params: { companyId: companyA.id } }) },
  {
    name: "POST /api/employer/company/{A}/domains",
    handler: domainsPost,
    method: "POST",
    expect: MANAGE(200),
    // The caller's own domain is free first (a company they created above holds it: one company per
    // domain) and again after (an administrator's verified for A would let them join A by it).
    prepare: async (actor) => {
      await freeDomainOf(actor);
      return { params: { companyId: companyA.id } };
    },
    after: freeDomainOf,
  },
  {
    name: "DELETE /api/employer/company/{A}/domains/{domain}",
    handler: domainDelete,
    method: "DELETE",
    expect: MANAGE(204),
    prepare: async () => {
      const domain = testDomain("spare");
      await getDb().insert(companyDomains).values({ domain, companyId: companyA.id, verifiedAt: new Date() });
      return { params: { companyId: companyA.id, domain } };
    },
  },
  {
    name: "POST /api/employer/company/{A}/domain-join",
    handler: domainJoinPost,
    method: "POST",
    // A's members are in already; nobody else here has an address at A's verified domain.
    expect: { ownerA: 409, hiringManagerA: 409, recruiterA: 409, interviewerA: 409, ownerB: 403, candidate: 403, admin: 403, adminWithout2fa: 403, anonymous: 401 },
    prepare: async () => ({ params: { companyId: companyA.id } }),
  },
  { name: "PATCH /api/employer/company/{A}/members/{id}", handler: memberPatch, method: "PATCH", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id, userId: await freshMember() }, body: { role: "recruiter" } }) },
  { name: "DELETE /api/employer/company/{A}/members/{id}", handler: memberDelete, method: "DELETE", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id, userId: await freshMember() } }) },
  { name: "POST /api/employer/company/{A}/invitations", handler: invitePost, method: "POST", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id }, body: { email: `new-${randomUUID().slice(0, 8)}@${testDomain()}`, role: "interviewer" } }) },
  { name: "DELETE /api/employer/company/{A}/invitations/{id}", handler: revokeDelete, method: "DELETE", expect: MANAGE(204), prepare: async () => ({ params: { companyId: companyA.id, invitationId: (await freshInvitation()).id } }) },
  { name: "POST /api/employer/company/{A}/invitations/{id}/resend", handler: resendPost, method: "POST", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id, invitationId: (await freshInvitation()).id } }) },
  {
    name: "POST /api/employer/company/{A}/join-requests",
    handler: joinRequestPost,
    method: "POST",
    expect: { ownerA: 409, hiringManagerA: 409, recruiterA: 409, interviewerA: 409, ownerB: 200, candidate: 403, admin: 200, adminWithout2fa: 403, anonymous: 401 },
    prepare: async () => ({ params: { companyId: companyA.id }, body: { message: "" } }),
  },
  { name: "POST /api/employer/company/{A}/join-requests/{id}/approve", handler: approvePost, method: "POST", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id, requestId: (await freshJoinRequest()).id }, body: { role: "interviewer" } }) },
  { name: "POST /api/employer/company/{A}/join-requests/{id}/decline", handler: declinePost, method: "POST", expect: MANAGE(200), prepare: async () => ({ params: { companyId: companyA.id, requestId: (await freshJoinRequest()).id } }) },
  {
    name: "PATCH /api/employer/me (job title at A)",
    handler: mePatch,
    method: "PATCH",
    expect: { ownerA: 200, hiringManagerA: 200, recruiterA: 200, interviewerA: 200, ownerB: 404, candidate: 403, admin: 404, adminWithout2fa: 403, anonymous: 401 },
    prepare: async (actor) => ({ body: { companyId: companyA.id, name: actor === "anonymous" ? "Nobody" : people[actor].name, jobTitle: "Lead" } }),
  },
  {
    name: "DELETE /api/employer/me/join-requests/{B owner's request}",
    handler: myRequestDelete,
    method: "DELETE",
    expect: { ownerA: 404, hiringManagerA: 404, recruiterA: 404, interviewerA: 404, ownerB: 204, candidate: 403, admin: 404, adminWithout2fa: 403, anonymous: 401 },
    prepare: async () => {
      const other = await makeCompany({ claimed: true });
      const [row] = await getDb().insert(companyJoinRequests).values({ companyId: other.id, userId: people.ownerB.id }).returning({ id: companyJoinRequests.id });
      return { params: { requestId: row!.id } };
    },
  },
  {
    name: "POST /api/employer/invitations/{token}/accept (someone else's)",
    handler: acceptPost,
    method: "POST",
    expect: { ownerA: 403, hiringManagerA: 403, recruiterA: 403, interviewerA: 403, ownerB: 403, candidate: 403, admin: 403, adminWithout2fa: 403, anonymous: 401 },
    prepare: async () => ({ params: { token: (await freshInvitation()).token } }),
  },
  {
    name: "POST /api/employer/invitations/{token}/decline (someone else's)",
    handler: declineInvitationPost,
    method: "POST",
    expect: { ownerA: 403, hiringManagerA: 403, recruiterA: 403, interviewerA: 403, ownerB: 403, candidate: 403, admin: 403, adminWithout2fa: 403, anonymous: 401 },
    prepare: async () => ({ params: { token: (await freshInvitation()).token } }),
  },
];

describe("employer account API authorization matrix", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (name, c) => {
    const seen: Record<string, number> = {};
    for (const actor of ACTORS) {
      const { params, body, query } = await c.prepare(actor);
      const res = await call(c.handler, { method: c.method, path: `/api/x${query ?? ""}`, params, body, cookie: cookieOf(actor) });
      seen[actor] = res.status;
      await c.after?.(actor);
      if (res.status === 403 && ["hiringManagerA", "recruiterA", "interviewerA"].includes(actor) && c.expect.ownerA < 300) {
        expect(res.body.error!.message, `${name} as ${actor}`).toMatch(/ask an owner of the company/);
      }
    }
    expect(seen, name).toEqual(c.expect);
  });

  it("the public logo route answers everyone, signed in or not", async () => {
    const put = await call(logoPut, { method: "PUT", path: "/x", params: { companyId: companyA.id }, body: { fileName: "a.png", base64EncodedData: png }, cookie: people.ownerA.cookie });
    const url = put.body.logoUrl as string;
    for (const actor of ACTORS) {
      const res = await call(logoGet, { path: url, params: { companyId: companyA.id }, cookie: cookieOf(actor) });
      expect(res.status, actor).toBe(200);
    }
  });
});

type PageOutcome = { kind: "render"; tree: ReactNode } | { kind: "redirect"; to: string } | { kind: "status"; status: number };

async function outcome(render: () => Promise<ReactNode>): Promise<PageOutcome> {
  try {
    return { kind: "render", tree: await render() };
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return { kind: "redirect", to: digest.split(";")[2]! };
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return { kind: "status", status: Number(digest.split(";")[1]) };
    throw err;
  }
}

describe("employer account pages", () => {
  type PageFn = (props: { searchParams: Promise<Record<string, string>>; params: Promise<Record<string, string>> }) => Promise<ReactNode>;
  let Welcome: PageFn, YourDetails: PageFn, Company: PageFn, Team: PageFn, Invitation: PageFn, Hiring: () => Promise<ReactNode>, About: () => Promise<ReactNode>;
  let TeamScreen: typeof TeamScreenModule.TeamScreen;
  let CompanySettingsScreen: typeof CompanySettingsModule.CompanySettingsScreen;
  let YourDetailsScreen: typeof YourDetailsModule.YourDetailsScreen;
  let WelcomeScreen: typeof WelcomeModule.WelcomeScreen;
  let InvitationScreen: typeof InvitationModule.InvitationScreen;

  beforeAll(async () => {
    // next.config's experimental.authInterrupts, which forbidden() checks (next build sets it for the app).
    vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
    vi.resetModules();
    ({ default: Welcome } = (await import("@/app/(employer-area)/hiring/welcome/page")) as unknown as { default: PageFn });
    ({ default: YourDetails } = (await import("@/app/(employer-area)/hiring/account-settings/your-details/page")) as unknown as { default: PageFn });
    ({ default: Company } = (await import("@/app/(employer-area)/hiring/account-settings/company/page")) as unknown as { default: PageFn });
    ({ default: Team } = (await import("@/app/(employer-area)/hiring/account-settings/team/page")) as unknown as { default: PageFn });
    ({ default: Invitation } = (await import("@/app/(employer-area)/hiring/invitations/[token]/page")) as unknown as { default: PageFn });
    ({ default: Hiring } = await import("@/app/(public)/hiring/page"));
    ({ default: About } = await import("@/app/(public)/hiring/about/page"));
    ({ TeamScreen } = await import("./components/team-screen"));
    ({ CompanySettingsScreen } = await import("./components/company-settings-screen"));
    ({ YourDetailsScreen } = await import("./components/your-details-screen"));
    ({ WelcomeScreen } = await import("./components/welcome-screen"));
    ({ InvitationScreen } = await import("./components/invitation-screen"));
  });

  const as = (actor: Actor) => {
    request.cookie = cookieOf(actor) ?? "";
  };
  const props = (search: Record<string, string> = {}, params: Record<string, string> = {}) => ({ searchParams: Promise.resolve(search), params: Promise.resolve(params) });

  it("the settings pages act for the caller's own company; A's are reached by A's members and the back office only", async () => {
    for (const [page, path, screen, companyOf] of [
      [Team, "/hiring/account-settings/team", TeamScreen, (p: { view: { company: { id: string } } }) => p.view.company.id],
      [Company, "/hiring/account-settings/company", CompanySettingsScreen, (p: { profile: { id: string } }) => p.profile.id],
      [YourDetails, "/hiring/account-settings/your-details", YourDetailsScreen, (p: { view: { company: { id: string } } }) => p.view.company.id],
    ] as const) {
      const search = { company: companyA.id };
      const withCompany = `${path}?company=${companyA.id}`;
      for (const actor of ["ownerA", "hiringManagerA", "recruiterA", "interviewerA"] as const) {
        as(actor);
        const o = await outcome(() => page(props(search)));
        expect(o.kind, `${path} as ${actor}`).toBe("render");
        expect((companyOf as (p: unknown) => string)(propsOf(o.kind === "render" ? o.tree : null, screen)), `${path} as ${actor}`).toBe(companyA.id);
      }
      // Company B's owner asking for A gets their own company, never A's.
      as("ownerB");
      const b = await outcome(() => page(props(search)));
      expect(b.kind === "render" && (companyOf as (p: unknown) => string)(propsOf(b.tree, screen)), `${path} as ownerB`).toBe(companyB.id);
      as("candidate");
      expect(await outcome(() => page(props(search))), `${path} as candidate`).toEqual({ kind: "status", status: 403 });
      as("adminWithout2fa");
      expect(await outcome(() => page(props(search))), `${path} as adminWithout2fa`).toEqual({ kind: "redirect", to: MFA_SETUP_PATH });
      as("anonymous");
      expect(await outcome(() => page(props(search))), `${path} signed out`).toEqual({ kind: "redirect", to: loginPath(withCompany) });
      as("admin");
      const admin = await outcome(() => page(props(search)));
      // Your details is about the administrator's own companies (the one they created above), never A's.
      if (page === YourDetails) expect(admin.kind === "render" && (companyOf as (p: unknown) => string)(propsOf(admin.tree, screen)), "your details as admin").not.toBe(companyA.id);
      else expect(admin.kind === "render" && (companyOf as (p: unknown) => string)(propsOf(admin.tree, screen)), `${path} as admin`).toBe(companyA.id);
    }
  });

  it("owners get the managing views; other roles read and are told whom to ask", async () => {
    as("ownerA");
    const owner = await outcome(() => Team(props({ company: companyA.id })));
    expect(owner.kind === "render" && propsOf<{ view: { canManage: boolean } }>(owner.tree, TeamScreen)!.view.canManage).toBe(true);
    as("interviewerA");
    const interviewer = await outcome(() => Team(props({ company: companyA.id })));
    const view = interviewer.kind === "render" ? propsOf<{ view: { canManage: boolean; invitations: unknown[]; joinRequests: unknown[]; ownerNames: string[] } }>(interviewer.tree, TeamScreen)!.view : null;
    expect(view).toMatchObject({ canManage: false, invitations: [], joinRequests: [], ownerNames: expect.arrayContaining(["Alma Owner"]) });
    const company = await outcome(() => Company(props({ company: companyA.id })));
    expect(company.kind === "render" && propsOf<{ canManage: boolean }>(company.tree, CompanySettingsScreen)!.canManage).toBe(false);
  });

  it("/hiring/welcome is for the employer area (signed out -> log in, candidates 403); the invitation page for anyone with the link", async () => {
    as("anonymous");
    expect(await outcome(() => Welcome(props()))).toEqual({ kind: "redirect", to: loginPath("/hiring/welcome") });
    as("candidate");
    expect(await outcome(() => Welcome(props()))).toEqual({ kind: "status", status: 403 });
    as("adminWithout2fa");
    expect(await outcome(() => Welcome(props()))).toEqual({ kind: "redirect", to: MFA_SETUP_PATH });
    as("ownerB");
    const welcome = await outcome(() => Welcome(props()));
    const mine = welcome.kind === "render" ? propsOf<{ view: { memberships: { id: string }[] } }>(welcome.tree, WelcomeScreen)!.view.memberships.map((m) => m.id) : [];
    expect(mine).toContain(companyB.id);
    expect(mine).not.toContain(companyA.id);

    const { token } = await freshInvitation();
    for (const actor of ACTORS) {
      as(actor);
      const o = await outcome(() => Invitation(props({}, { token })));
      expect(o.kind, actor).toBe("render");
      const p = propsOf<{ invitation: { state: string; company: { id: string } }; viewer: unknown }>(o.kind === "render" ? o.tree : null, InvitationScreen)!;
      expect(p.invitation).toMatchObject({ state: "open", company: { id: companyA.id } });
      expect(p.viewer === null).toBe(actor === "anonymous");
    }
    as("anonymous");
    const unknown = await outcome(() => Invitation(props({}, { token: "x".repeat(43) })));
    expect(unknown.kind === "render" && propsOf<{ invitation: unknown }>(unknown.tree, InvitationScreen)!.invitation).toBeNull();
  });

  it("/hiring and /hiring/about are public: Post a job leads to sign-up, or to the dashboard for an employer", async () => {
    for (const actor of ACTORS) {
      as(actor);
      for (const page of [Hiring, About]) {
        const tree = await page();
        const cta = (tree as { props: { cta: { postJobHref: string } } }).props.cta;
        const employer = !["candidate", "adminWithout2fa", "anonymous"].includes(actor);
        expect(cta.postJobHref, actor).toBe(employer ? "/hiring/dashboard" : "/join?employer=true");
      }
    }
  });
});
