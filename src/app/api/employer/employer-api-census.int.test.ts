import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { applicationNotes, companyDomains, companyEmailTemplates, companyInvitations, companyJoinRequests, jobPostings, talentSavedSearches } from "@/db/schema";
import { requisitionHires, requisitionPostings, requisitions } from "@/db/schema/requisitions";
import { talentComments, talentPipelineMembers, talentPipelineStages, talentPipelines } from "@/db/schema/talent";
import { AUTH_REDIRECT_HEADER, STATE_CHANGING_METHODS } from "@/lib/api/protocol";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { actor } from "@/features/application-status/application-status.testing";
import { makeTeam, sendApplication, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { callRoute } from "@/testing/http";

/*
 * Issue 16's authorization matrix, held up over the whole employer API (decision 038). The route
 * files are found on disk, so a route added later is covered without touching this test (a route
 * with a dynamic segment this file has no sample for fails until one is added). Each feature has
 * its own finer matrix (roles x capabilities); this one checks the properties every route shares:
 *  - signed out: 401 on every method;
 *  - a candidate (no roles) and an administrator without two-factor: refused on every method
 *    (403; the administrator is sent to set two-factor up), but for the invitation links, which a
 *    signed-in person of any kind answers;
 *  - a member of company B, handed company A's real ids, on every route that names one of A's
 *    things: a read answers 404, and every method answers exactly what the same call with made-up
 *    ids answers (never a success): B cannot tell A's things exist, let alone change them.
 * What each company role may do is each feature's own matrix (applicant tracking, postings,
 * accounts, dashboard), over the capability table of lib/auth/company-capabilities.ts.
 */
type Handler = Parameters<typeof callRoute>[0];
type RouteFile = { file: string; pattern: string; segments: string[]; methods: Map<string, Handler> };

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const EMPLOYER_DIR = path.join(APP_DIR, "api", "employer");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

async function loadRoute(file: string): Promise<RouteFile> {
  const segments = path.relative(APP_DIR, path.dirname(file)).split(path.sep);
  const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  const methods = new Map<string, Handler>();
  for (const method of HTTP_METHODS) if (typeof mod[method] === "function") methods.set(method, mod[method] as Handler);
  return { file: path.relative(APP_DIR, file), pattern: `/${segments.join("/")}`, segments, methods };
}

const routes = await Promise.all(
  readdirSync(EMPLOYER_DIR, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => loadRoute(path.join(EMPLOYER_DIR, f))),
);
const calls = routes.flatMap((r) => [...r.methods].map(([method, handler]) => ({ route: r, method, handler })));

/** Routes a signed-in person of any kind answers: an invitation's link is for whoever it invites. */
const ANY_SIGNED_IN = (pattern: string) => pattern.startsWith("/api/employer/invitations/[token]");

type World = { team: Team; ids: Record<string, string>; token: string };
let world: World;

/** Company A's real id for each dynamic segment (or a made-up one), by the segment's name and the route's family. */
function sampleFor(route: RouteFile, segment: string, madeUp: boolean): string {
  const name = segment.slice(1, -1);
  const family = route.segments[2];
  const key =
    name === "id" ? (family === "postings" ? "posting" : family === "applications" ? "application" : null) : name === "token" ? "token" : name;
  const value = key ? (key === "token" ? world.token : world.ids[key]) : undefined;
  if (!value) throw new Error(`${route.file}: add a sample for ${segment} in the census`);
  if (!madeUp) return value;
  if (key === "token") return randomBytes(32).toString("base64url");
  if (key === "domain") return `made-up-${randomUUID().slice(0, 6)}.example`;
  return randomUUID();
}

function urlOf(route: RouteFile, madeUp = false): { urlPath: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const parts = route.segments.map((s) => {
    if (!/^\[[^\].]+\]$/.test(s)) return s;
    const value = sampleFor(route, s, madeUp);
    params[s.slice(1, -1)] = value;
    return encodeURIComponent(value);
  });
  return { urlPath: `/${parts.join("/")}`, params };
}

/**
 * Routes for people outside a company, on purpose: asking to join it, and joining by a verified
 * email domain (companies are public; the company decides). Not a company thing of B's to hide.
 */
const OUTSIDERS: Record<string, string[]> = {
  "/api/employer/company/[companyId]/join-requests": ["POST"],
  "/api/employer/company/[companyId]/domain-join": ["POST"],
};
const hasCompanyThing = (route: RouteFile, method: string) =>
  route.segments.some((s) => s.startsWith("[") && s !== "[token]") && !OUTSIDERS[route.pattern]?.includes(method);

async function call(c: (typeof calls)[number], cookie?: string, madeUp = false) {
  const { urlPath, params } = urlOf(c.route, madeUp);
  return callRoute(c.handler, { method: c.method, path: urlPath, params, cookie, ...(STATE_CHANGING_METHODS.has(c.method) ? { body: {} } : {}) });
}

beforeAll(async () => {
  const db = getDb();
  const team = await makeTeam({ companyName: "Census Health" });
  const companyId = team.job.companyId;
  await db.insert(jobPostings).values({ id: team.job.jobId, companyId, ownerUserId: team.people.owner.id, title: team.job.title, status: "published", publishedAt: new Date() });
  const application = await sendApplication(team.job, { userId: team.people.candidate.id, name: "Casey Candidate", resume: true });
  const [note] = await db.insert(applicationNotes).values({ applicationId: application.id, companyId, authorUserId: team.people.owner.id, body: "Strong on night shifts." }).returning();
  const [template] = await db.insert(companyEmailTemplates).values({ companyId, name: "Census", subject: "Hello", body: "Hello {{candidate_first_name}}" }).returning();
  const token = randomBytes(32).toString("base64url");
  const [invitation] = await db
    .insert(companyInvitations)
    .values({ companyId, email: `invitee-${randomUUID().slice(0, 6)}@census.example`, companyRole: "interviewer", tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const requester = await actor(["Hiring Manager"], { name: "Reese Requester" });
  const [request] = await db.insert(companyJoinRequests).values({ companyId, userId: requester.id }).returning();
  const domain = `census-${randomUUID().slice(0, 6)}.example`;
  await db.insert(companyDomains).values({ domain, companyId, verifiedAt: new Date() });
  // Talent pipelines (decision 043): a pipeline of company A with a stage, a person in it and a comment.
  const [talentPipeline] = await db.insert(talentPipelines).values({ companyId, name: "Census pipeline" }).returning();
  const [talentStage] = await db.insert(talentPipelineStages).values({ pipelineId: talentPipeline!.id, name: "Sourced", position: 0 }).returning();
  const [talentMember] = await db.insert(talentPipelineMembers).values({ pipelineId: talentPipeline!.id, companyId, candidateUserId: team.people.candidate.id, stageId: talentStage!.id }).returning();
  const [talentComment] = await db.insert(talentComments).values({ companyId, candidateUserId: team.people.candidate.id, authorUserId: team.people.owner.id, body: "Census comment" }).returning();
  const [savedSearch] = await db.insert(talentSavedSearches).values({ companyId, userId: team.people.owner.id, name: "Census nurses", params: { q: "nurse" } }).returning();
  const [requisition] = await db.insert(requisitions).values({ companyId, number: 1, title: "Census Nurse", openings: 2, filledCount: 1, status: "open", createdByUserId: team.people.owner.id }).returning();
  await db.insert(requisitionPostings).values({ requisitionId: requisition!.id, postingId: team.job.jobId });
  const [hire] = await db.insert(requisitionHires).values({ requisitionId: requisition!.id, hireName: "Hana Hire" }).returning();
  world = {
    team,
    token,
    ids: {
      posting: team.job.jobId,
      application: application.id,
      companyId,
      noteId: note!.id,
      templateId: template!.id,
      stageId: team.stage("Screen").id,
      invitationId: invitation!.id,
      requestId: request!.id,
      userId: team.people.interviewer.id,
      domain,
      pipelineId: talentPipeline!.id,
      pipelineStageId: talentStage!.id,
      memberId: talentMember!.id,
      commentId: talentComment!.id,
      // Talent search (decision 042): a candidate's user id; outsiders are refused before it is read.
      profileId: team.people.candidate.id,
      savedSearchId: savedSearch!.id,
      requisitionId: requisition!.id,
      postingId: team.job.jobId,
      hireId: hire!.id,
    },
  };
});

describe("the employer API's route files", () => {
  it("are found, each with a method, and the outsiders' routes exist", () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const [pattern, methods] of Object.entries(OUTSIDERS)) for (const m of methods) expect(calls.some((c) => c.route.pattern === pattern && c.method === m), `${m} ${pattern}`).toBe(true);
    for (const r of routes) expect(r.methods.size, r.file).toBeGreaterThan(0);
  });
});

describe("every employer route", () => {
  it.each(calls.map((c) => [`${c.method} ${c.route.pattern}`, c] as const))("%s", async (name, c) => {
    const { people } = world.team;

    const anonymous = await call(c);
    expect(anonymous.status, `${name} signed out`).toBe(401);

    if (!ANY_SIGNED_IN(c.route.pattern)) {
      const candidate = await call(c, people.otherCandidate.cookie);
      expect(candidate.status, `${name} as a candidate`).toBe(403);
      const noMfa = await call(c, people.adminWithoutMfa.cookie);
      expect(noMfa.status, `${name} as an administrator without two-factor`).toBe(403);
      expect(noMfa.headers.get(AUTH_REDIRECT_HEADER)).toBe(MFA_SETUP_PATH);
    }

    if (hasCompanyThing(c.route, c.method)) {
      const other = await call(c, people.otherOwner.cookie);
      const madeUp = await call(c, people.otherOwner.cookie, true);
      if (c.method === "GET") expect(other.status, `${name} as company B's owner with company A's ids`).toBe(404);
      expect(other.status, `${name} as company B's owner: A's ids answer as made-up ones do`).toBe(madeUp.status);
      expect(other.status, `${name} as company B's owner`).toBeGreaterThanOrEqual(400);
    }
  });
});
