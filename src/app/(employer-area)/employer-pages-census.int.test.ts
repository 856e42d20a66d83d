import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { jobPostings, requisitions, talentComments, talentPipelineMembers, talentPipelines, talentPipelineStages, talentSavedSearches } from "@/db/schema";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { makeTeam, sendApplication, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { makeTalent } from "@/features/talent-search/talent-search.testing";

/*
 * Issue 17's page matrix, held up over every page of the employer area (decisions 038, 042-046). The
 * page files are found on disk, so a page added later is covered without touching this test (a page
 * with a dynamic segment this file has no sample for fails until one is added). Every page:
 *  - signed out: sent to log in, and back to the page afterwards;
 *  - a candidate (no roles): 403; an administrator without two-factor: sent to set it up;
 *  - company B's owner handed company A's real ids: exactly what made-up ids give (404), never A's
 *    page; on pages without an id, asking for company A by ?company= shows B's own, and nothing of
 *    A's private things (its pipeline, comment, saved search, requisition) is in what the page renders.
 * The finer matrices (each company role, each capability) are each feature's own tests.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageFn = (props: { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>> }) => unknown;
type PageFile = { file: string; pattern: string; segments: string[]; render?: PageFn };

const AREA_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Pages for people outside any company on purpose: the welcome page (a hiring-type person without a
 * company yet), an invitation's link (whoever it invites) and the "no longer available" page the
 * proxy rewrites a gone profile to (it shows no one's data).
 */
const NOT_COMPANY_PAGES = ["/hiring/welcome", "/hiring/invitations/[token]", "/talent/[profileId]/no-longer-available", "/hiring/[profileId]/no-longer-available"];

const pages: PageFile[] = readdirSync(AREA_DIR, { recursive: true, encoding: "utf8" })
  .filter((f) => path.basename(f) === "page.tsx")
  .map((f) => {
    const segments = path.dirname(f).split(path.sep);
    return { file: f, pattern: `/${segments.join("/")}`, segments };
  })
  .filter((p) => !NOT_COMPANY_PAGES.includes(p.pattern))
  .sort((a, b) => a.pattern.localeCompare(b.pattern));

type World = { team: Team; ids: Record<string, string>; secrets: string[] };
let world: World;

/** Company A's real id for a dynamic segment, or a made-up one. */
function sample(segment: string, madeUp: boolean): string {
  const name = segment.slice(1, -1);
  const value = world.ids[name];
  if (!value) throw new Error(`add a sample for ${segment} in the employer pages census`);
  return madeUp ? randomUUID() : value;
}

function routeOf(page: PageFile, madeUp = false): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const parts = page.segments.map((s) => {
    if (!/^\[[^\].]+\]$/.test(s)) return s;
    const value = sample(s, madeUp);
    params[s.slice(1, -1)] = value;
    return value;
  });
  return { url: `/${parts.join("/")}`, params };
}

const hasId = (page: PageFile) => page.segments.some((s) => s.startsWith("["));
/** A discoverable candidate's profile is not company A's thing: company B's members may open it too. */
const hasCompanyThing = (page: PageFile) => page.segments.some((s) => s.startsWith("[") && s !== "[profileId]");

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };
const isElement = (node: unknown): node is Element => typeof node === "object" && node !== null && "$$typeof" in node && "props" in node;
const isAsyncComponent = (type: unknown): type is (props: unknown) => Promise<unknown> => typeof type === "function" && type.constructor.name === "AsyncFunction";

/**
 * The tree with its async server components called, as Next would (a page may hand its work, and its
 * access checks, to a feature's server component); client components are left as elements.
 */
async function expand(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(expand));
  if (!isElement(node)) return node;
  if (isAsyncComponent(node.type)) return expand(await node.type(node.props));
  if (node.props.children === undefined) return node;
  return { ...node, props: { ...node.props, children: await expand(node.props.children) } };
}

async function outcome(page: PageFile, cookie: string, opts: { madeUp?: boolean; query?: Record<string, string> } = {}): Promise<{ kind: string; tree?: unknown }> {
  request.cookie = cookie;
  const { params } = routeOf(page, opts.madeUp);
  try {
    const tree = await expand(await page.render!({ params: Promise.resolve(params), searchParams: Promise.resolve(opts.query ?? {}) }));
    return { kind: "rendered", tree };
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? err);
    if (digest.startsWith("NEXT_REDIRECT;")) return { kind: `redirect ${digest.split(";")[2]}` };
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return { kind: digest.split(";")[1]! };
    if (digest === "NEXT_NOT_FOUND" || digest.startsWith("NEXT_NOT_FOUND")) return { kind: "404" };
    throw err;
  }
}

/** Everything a rendered tree hands down (text and every prop, into client components' props), as one string. */
function flatten(node: unknown, seen = new WeakSet<object>()): string {
  if (node === null || node === undefined || typeof node === "function" || typeof node === "symbol") return "";
  if (typeof node !== "object") return String(node);
  if (seen.has(node)) return "";
  seen.add(node);
  if (node instanceof Date) return node.toISOString();
  if (Array.isArray(node)) return node.map((n) => flatten(n, seen)).join(" ");
  const element = node as { props?: unknown };
  if ("$$typeof" in (node as object)) return flatten(element.props, seen);
  return Object.values(node as Record<string, unknown>)
    .map((v) => flatten(v, seen))
    .join(" ");
}

beforeAll(async () => {
  // next.config's experimental.authInterrupts, which forbidden() checks (next build sets it for the app).
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  for (const page of pages) page.render = ((await import(/* @vite-ignore */ path.join(AREA_DIR, page.file))) as { default: PageFn }).default;

  const db = getDb();
  const team = await makeTeam({ companyName: "Census Clinic" });
  const companyId = team.job.companyId;
  const tag = randomUUID().slice(0, 8);
  const secrets = {
    pipeline: `Secret pipeline ${tag}`,
    comment: `Secret comment ${tag}`,
    savedSearch: `Secret search ${tag}`,
    requisition: `Secret requisition ${tag}`,
  };
  await db.insert(jobPostings).values({ id: team.job.jobId, companyId, ownerUserId: team.people.owner.id, title: team.job.title, status: "published", publishedAt: new Date() });
  const application = await sendApplication(team.job, { userId: team.people.candidate.id, name: "Casey Candidate" });
  const talent = await makeTalent({ firstName: "Pat", lastName: "Census", headline: "Registered Nurse", discoverable: true });
  const [pipeline] = await db.insert(talentPipelines).values({ companyId, name: secrets.pipeline, createdByUserId: team.people.owner.id }).returning();
  const [stage] = await db.insert(talentPipelineStages).values({ pipelineId: pipeline!.id, name: "Sourced", position: 0 }).returning();
  await db.insert(talentPipelineMembers).values({ pipelineId: pipeline!.id, companyId, candidateUserId: talent.id, stageId: stage!.id, tags: [`tag-${tag}`], addedByUserId: team.people.owner.id });
  await db.insert(talentComments).values({ companyId, candidateUserId: talent.id, pipelineId: pipeline!.id, authorUserId: team.people.owner.id, body: secrets.comment });
  await db.insert(talentSavedSearches).values({ companyId, userId: team.people.owner.id, name: secrets.savedSearch, params: { q: "nurse" } });
  const [requisition] = await db.insert(requisitions).values({ companyId, number: 1, title: secrets.requisition, status: "open", openedAt: new Date(), createdByUserId: team.people.owner.id }).returning();
  world = {
    team,
    secrets: Object.values(secrets),
    ids: {
      id: team.job.jobId,
      applicationId: application.id,
      profileId: talent.id,
      pipelineId: pipeline!.id,
      requisitionId: requisition!.id,
    },
  };
});

beforeEach(() => {
  request.cookie = "";
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("the employer area's pages", () => {
  it("are found, issue 17's among them", () => {
    const patterns = pages.map((p) => p.pattern);
    for (const expected of [
      "/talent/subscribers",
      "/hiring/subscribers",
      "/talent/[profileId]",
      "/hiring/[profileId]",
      "/talent/pipelines",
      "/hiring/pipelines",
      "/hiring/pipelines/[pipelineId]",
      "/hiring/custom-talent-pipeline",
      "/talent/saved-searches",
      "/talent/requisitions",
      "/talent/requisitions/[requisitionId]",
      "/hiring/dashboard",
    ]) {
      expect(patterns, expected).toContain(expected);
    }
  });
});

describe("every employer page", () => {
  it.each(pages.map((p) => [p.pattern, p] as const))("%s", async (name, page) => {
    const { people } = world.team;

    const anonymous = await outcome(page, "");
    expect(anonymous.kind, `${name} signed out`).toMatch(/^redirect \/api\/auth\/login\?returnTo=/);

    expect((await outcome(page, people.otherCandidate.cookie)).kind, `${name} as a candidate`).toBe("403");
    expect((await outcome(page, people.adminWithoutMfa.cookie)).kind, `${name} as an administrator without two-factor`).toBe(`redirect ${MFA_SETUP_PATH}`);

    const companyA = { company: world.team.job.companyId };
    if (hasCompanyThing(page)) {
      const other = await outcome(page, people.otherOwner.cookie, { query: companyA });
      const madeUp = await outcome(page, people.otherOwner.cookie, { madeUp: true, query: companyA });
      expect(other.kind, `${name} as company B's owner with company A's ids`).toBe("404");
      expect(other.kind, `${name}: A's ids answer as made-up ones do`).toBe(madeUp.kind);
    } else if (!hasId(page)) {
      const other = await outcome(page, people.otherOwner.cookie, { query: companyA });
      if (other.kind === "rendered") {
        const text = flatten(other.tree);
        for (const secret of world.secrets) expect(text, `${name} as company B's owner asking for company A`).not.toContain(secret);
      } else {
        // A page B's owner may not use at all (a capability, a flag) refuses; it never shows A's.
        expect(["403", "404"], `${name} as company B's owner`).toContain(other.kind);
      }
    }
  });

  it("renders company A's private things for company A's owner (so the absence above means something)", async () => {
    const page = pages.find((p) => p.pattern === "/hiring/pipelines/[pipelineId]")!;
    const own = await outcome(page, world.team.people.owner.cookie);
    expect(own.kind).toBe("rendered");
    expect(flatten(own.tree)).toContain(world.secrets[0]);
  });
});
