import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, featureFlags } from "@/db/schema";
import { PUT as selfIdPut } from "@/app/api/candidates/applications/[id]/self-identification/route";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { STATE_CHANGING_METHODS } from "@/lib/api/protocol";
import { callRoute } from "@/testing/http";
import { elements } from "@/testing/pages";
import { CC305, PROTECTED_VETERAN, SELF_REPORT_VERSION } from "./forms";
import { addCompanyMember, createApplication, createCompanyWithJob } from "./self-identification.testing";

/*
 * The proof that no employer route returns self-identification (issue 15, decision 034). An
 * application is sent with answers carrying marker values; then a hiring manager of the job's company
 * calls every method of every route file under src/app/api, found on disk (so routes added later,
 * such as /api/employer/**, are covered without touching this test), with each dynamic segment set to
 * the application's, the job's, the company's and the candidate's ids in turn. No response may contain
 * a marker, a form version or a field name of the answers. Pages under a "hiring" or "employer"
 * segment are rendered as that employer too, and the props they hand on are searched the same way.
 * Control: the employer does read the application itself (so the routes were reached, not refused).
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type Handler = Parameters<typeof callRoute>[0];
const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
/** Ending the employer's own session or account would only make later calls 401: these are called with reads only. */
const NO_WRITES = ["api/identity/auth/[...all]/route.ts", "api/auth/logout/route.ts"];

const MARKER_NAME = "Quillon Selfid-Marker";
const MARKERS = [MARKER_NAME, "native-hawaiian-pacific-islander", CC305.version, PROTECTED_VETERAN.version, SELF_REPORT_VERSION, "raceEthnicity", "veteranStatus", "protectedVeteran", "cc305", "selfIdentification", "self_identification"];

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === name)
    .map((f) => path.join(dir, f))
    .sort();
}

/** Every way to fill the route's dynamic segments with the given ids (a catch-all gets the first). */
function paramSets(relDir: string, ids: string[]): { urlPath: string; params: Record<string, string | string[]> }[] {
  const segments = relDir.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
  let sets: { url: string[]; params: Record<string, string | string[]> }[] = [{ url: [], params: {} }];
  for (const segment of segments) {
    const match = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
    if (!match) {
      sets = sets.map((s) => ({ url: [...s.url, segment], params: s.params }));
      continue;
    }
    const [, catchAll, name] = match as unknown as [string, string | undefined, string];
    const values = name === "key" ? ["navbar"] : catchAll ? [ids[0]!] : ids;
    sets = sets.flatMap((s) => values.map((v) => ({ url: [...s.url, v], params: { ...s.params, [name]: catchAll ? [v] : v } })));
  }
  return sets.map((s) => ({ urlPath: `/${s.url.join("/")}`, params: s.params }));
}

function expectNoMarker(text: string, what: string) {
  for (const marker of MARKERS) expect(text.includes(marker), `${what} returned "${marker}"`).toBe(false);
}

let employer: Awaited<ReturnType<typeof signedInUser>>;
let ids: { applicationId: string; jobId: string; companyId: string; candidateId: string };

const setOfccp = (enabled: boolean) => getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, "job-apply-ofccp"));
afterAll(() => setOfccp(false));

beforeAll(async () => {
  await setOfccp(true);
  const { companyId, jobId } = await createCompanyWithJob();
  const candidate = await signedInUser({ name: "Casey Candidate" });
  const applicationId = await createApplication({ userId: candidate.id, jobId, companyId, stage: "draft" });
  const saved = await callRoute(selfIdPut, {
    method: "PUT",
    path: `/api/candidates/applications/${applicationId}/self-identification`,
    params: { id: applicationId },
    cookie: candidate.cookie,
    body: {
      gender: "female",
      raceEthnicity: "native-hawaiian-pacific-islander",
      veteranStatus: "veteran",
      disability: "yes",
      cc305: { answer: "yes", name: MARKER_NAME, date: "2026-11-20" },
      protectedVeteran: { answer: "protected" },
    },
  });
  expect(saved.status).toBe(200);
  // Sent, as the apply flow's submit leaves it: the employer's to read.
  await getDb()
    .update(applications)
    .set({
      stage: "applied",
      submittedAt: new Date(),
      coverLetter: "I would like to help your patients.",
      profileSnapshot: { name: "Casey Candidate", email: candidate.email, phone: "", headline: "Medical assistant", location: "Columbus, OH", summary: "", sections: [] },
    })
    .where(eq(applications.id, applicationId));
  employer = await signedInUser({ roles: ["Hiring Manager"], name: "Harper Hiring" });
  await addCompanyMember(companyId, employer.id);
  ids = { applicationId, jobId, companyId, candidateId: candidate.id };
});

const routeFiles = filesNamed(path.join(APP_DIR, "api"), "route.ts");

describe("no employer route returns self-identification answers", () => {
  it("finds the route files, /api/employer/** among them when present", () => {
    const rel = routeFiles.map((f) => path.relative(APP_DIR, f));
    expect(rel.length).toBeGreaterThan(40);
    expect(rel).toEqual(expect.arrayContaining(["api/candidates/applications/[id]/self-identification/route.ts", "api/admin/reports/self-identification/route.ts"]));
    const employerRoutes = filesNamed(APP_DIR, "route.ts").filter((f) => /[/\\](employer|hiring)[/\\]/.test(path.relative(APP_DIR, f)));
    for (const file of employerRoutes) expect(routeFiles, `${path.relative(APP_DIR, file)} is enumerated`).toContain(file);
  });

  it("every method of every API route, called by a hiring manager of the job's company", { timeout: 300_000 }, async () => {
    const idList = [ids.applicationId, ids.jobId, ids.companyId, ids.candidateId];
    const writes: (() => Promise<void>)[] = [];
    let calls = 0;
    let employerRead = "";
    for (const file of routeFiles) {
      const rel = path.relative(APP_DIR, file);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of HTTP_METHODS.filter((m) => typeof mod[m] === "function")) {
        if (STATE_CHANGING_METHODS.has(method) && NO_WRITES.includes(rel)) continue;
        for (const { urlPath, params } of paramSets(path.dirname(rel), idList)) {
          const call = async () => {
            const response = await callRoute(mod[method] as Handler, { method, path: urlPath, params, cookie: employer.cookie, ...(STATE_CHANGING_METHODS.has(method) ? { body: {} } : {}) });
            const text = await response.text();
            calls++;
            expectNoMarker(text, `${method} ${urlPath} (${response.status})`);
            if (method === "GET" && rel === "api/employer/applications/[id]/route.ts" && params.id === ids.applicationId) employerRead = `${response.status} ${text}`;
          };
          // Reads first, writes after (a write could change what a read sees).
          if (STATE_CHANGING_METHODS.has(method)) writes.push(call);
          else await call();
        }
      }
    }
    for (const write of writes) await write();
    expect(calls).toBeGreaterThan(100);
    // The control: the employer did read the application (when H3's employer route exists).
    if (routeFiles.some((f) => f.endsWith(path.join("api", "employer", "applications", "[id]", "route.ts")))) {
      expect(employerRead).toMatch(/^200 /);
      expect(employerRead).toContain("Casey Candidate");
      expect(employerRead).toContain("I would like to help your patients.");
    }
  });

  it("pages under a hiring or employer segment hand on nothing of it either", { timeout: 120_000 }, async () => {
    request.cookie = employer.cookie;
    const pages = filesNamed(APP_DIR, "page.tsx").filter((f) => /(^|[/\\])(hiring|employer)([/\\]|$)/.test(path.dirname(path.relative(APP_DIR, f))));
    for (const file of pages) {
      const rel = path.relative(APP_DIR, file);
      const Page = ((await import(/* @vite-ignore */ file)) as { default: (props: unknown) => unknown }).default;
      for (const { params } of paramSets(path.dirname(rel), [ids.applicationId, ids.jobId, ids.companyId])) {
        let tree: unknown = null;
        try {
          tree = await Page({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
        } catch (error) {
          // A redirect or a 404 hands on nothing.
          if (!/NEXT_(REDIRECT|HTTP_ERROR_FALLBACK|NOT_FOUND)/.test(String((error as { digest?: string }).digest ?? error))) throw error;
          continue;
        }
        const props = elements(tree as Parameters<typeof elements>[0]).map((e) => JSON.stringify(e.props, (_k, v: unknown) => (typeof v === "function" || typeof v === "symbol" ? undefined : v)));
        expectNoMarker(props.join("\n"), rel);
      }
    }
  });
});
