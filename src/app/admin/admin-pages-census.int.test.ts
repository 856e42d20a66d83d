import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { companies, featureFlags } from "@/db/schema";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";

/*
 * Issue 19's page matrix, over every page of the admin area. The page files are found on disk, so a
 * page added later is covered without touching this test. Every page:
 *  - signed out: sent to log in (and back afterwards, by returnTo);
 *  - a candidate, a hiring manager, an H2O hiring manager, a recruiter: 403;
 *  - an administrator without two-factor: sent to set it up;
 *  - an administrator with two-factor: the page renders (flags on, as seeded). A page with an id
 *    renders for a real id where this file has a sample (SAMPLES) and answers 404 for a made-up one.
 * The APIs' matrix is src/app/api/api-matrix.int.test.ts (every /api/admin route, every method).
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageFn = (props: { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>> }) => unknown;
type PageFile = { file: string; pattern: string; segments: string[]; render?: PageFn };

const AREA_DIR = path.dirname(fileURLToPath(import.meta.url));

const pages: PageFile[] = readdirSync(AREA_DIR, { recursive: true, encoding: "utf8" })
  .filter((f) => path.basename(f) === "page.tsx")
  .map((f) => {
    const dir = path.dirname(f);
    const segments = dir === "." ? [] : dir.split(path.sep);
    return { file: f, pattern: `/admin${segments.length ? `/${segments.join("/")}` : ""}`, segments };
  })
  .sort((a, b) => a.pattern.localeCompare(b.pattern));

/** The spec 2.7 admin routes issue 19 builds (plus the skills vocabulary and the audit log it asks for). */
const ISSUE_19_ROUTES = [
  "/admin",
  "/admin/dashboard",
  "/admin/users",
  "/admin/recruiters",
  "/admin/audit-log",
  "/admin/companies",
  "/admin/companies/details/[id]",
  "/admin/companies/details/create",
  "/admin/category-types",
  "/admin/categories",
  "/admin/job-roles",
  "/admin/skills",
  "/admin/job-data-refresh",
  "/admin/job-scrape-stats",
  "/admin/postal-code-data-refresh",
  "/admin/job-location-management",
  "/admin/promoted-jobs",
  "/admin/job-tag-mapping",
  "/admin/job-posting-analytics",
  "/admin/notifications",
  "/admin/system",
  "/admin/demographics-tracking",
  "/admin/okr-dashboard",
  "/admin/features",
  "/admin/features/[id]",
];

/** Real ids for dynamic segments, by page pattern (filled in beforeAll). */
const SAMPLES: Record<string, Record<string, string>> = {};

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };
const isElement = (node: unknown): node is Element => typeof node === "object" && node !== null && "$$typeof" in node && "props" in node;
const isAsyncComponent = (type: unknown): type is (props: unknown) => Promise<unknown> => typeof type === "function" && type.constructor.name === "AsyncFunction";

/** The tree with its async server components called, as Next would; client components are left as elements. */
async function expand(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(expand));
  if (!isElement(node)) return node;
  if (isAsyncComponent(node.type)) return expand(await node.type(node.props));
  if (node.props.children === undefined) return node;
  return { ...node, props: { ...node.props, children: await expand(node.props.children) } };
}

function paramsOf(page: PageFile, real: boolean): Record<string, string> {
  const params: Record<string, string> = {};
  for (const s of page.segments) {
    const m = /^\[([^\].]+)\]$/.exec(s);
    if (m) params[m[1]!] = (real ? SAMPLES[page.pattern]?.[m[1]!] : undefined) ?? randomUUID();
  }
  return params;
}

async function outcome(page: PageFile, cookie: string, real = true): Promise<string> {
  request.cookie = cookie;
  try {
    await expand(await page.render!({ params: Promise.resolve(paramsOf(page, real)), searchParams: Promise.resolve({}) }));
    return "rendered";
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? err);
    if (digest.startsWith("NEXT_REDIRECT;")) return `redirect ${digest.split(";")[2]}`;
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return digest.split(";")[1]!;
    if (digest.startsWith("NEXT_NOT_FOUND")) return "404";
    throw err;
  }
}

let people: Record<"candidate" | "hiringManager" | "h2o" | "recruiter" | "adminWithoutMfa" | "admin", { cookie: string; id: string }>;

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  for (const page of pages) page.render = ((await import(/* @vite-ignore */ path.join(AREA_DIR, page.file))) as { default: PageFn }).default;
  const [candidate, hiringManager, h2o, recruiter, adminWithoutMfa, admin] = await Promise.all([
    signedInUser(),
    signedInUser({ roles: ["Hiring Manager"] }),
    signedInUser({ roles: ["H2O Hiring Manager"] }),
    signedInUser({ roles: ["Recruiter"] }),
    signedInUser({ roles: ["Administrator"] }),
    signedInAdmin(),
  ]);
  people = { candidate, hiringManager, h2o, recruiter, adminWithoutMfa, admin };
  const db = getDb();
  const [company] = await db.insert(companies).values({ slug: `census-${randomUUID().slice(0, 8)}`, name: "Census Admin Co" }).returning();
  const [flag] = await db.select({ id: featureFlags.id }).from(featureFlags).limit(1);
  SAMPLES["/admin/companies/details/[id]"] = { id: company!.id };
  SAMPLES["/admin/users/[id]"] = { id: candidate.id };
  if (flag) SAMPLES["/admin/features/[id]"] = { id: flag.id };
}, 120_000);

beforeEach(() => {
  request.cookie = "";
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("the admin area's pages", () => {
  it("include every route issue 19 names", () => {
    const patterns = pages.map((p) => p.pattern);
    for (const route of ISSUE_19_ROUTES) expect(patterns, route).toContain(route);
  });

  it.each(pages.map((p) => [p.pattern, p] as const))("%s: administrators only", async (name, page) => {
    expect(await outcome(page, ""), `${name} signed out`).toMatch(/^redirect \/api\/auth\/login\?returnTo=/);
    for (const who of ["candidate", "hiringManager", "h2o", "recruiter"] as const) {
      expect(await outcome(page, people[who].cookie), `${name} as ${who}`).toBe("403");
    }
    expect(await outcome(page, people.adminWithoutMfa.cookie), `${name} as an administrator without two-factor`).toBe(`redirect ${MFA_SETUP_PATH}`);
    const dynamic = page.segments.some((s) => s.startsWith("["));
    if (!dynamic || SAMPLES[page.pattern]) expect(await outcome(page, people.admin.cookie), `${name} as an administrator`).toMatch(/^(rendered|redirect \/admin)/);
    if (dynamic) expect(await outcome(page, people.admin.cookie, false), `${name} with a made-up id`).toBe("404");
  }, 60_000);
});
