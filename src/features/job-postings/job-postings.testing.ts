import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, categoryTypes, companies, companyMembers, type CompanyRole } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { SKILL_VOCABULARY } from "@/features/skills/data/vocabulary";
import { loadSkills } from "@/features/skills/server/load-skills";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { GET as listGet, POST as createPost } from "@/app/api/employer/postings/route";
import { DELETE as postingDelete, GET as postingGet, PUT as postingPut } from "@/app/api/employer/postings/[id]/route";
import { POST as statusPost } from "@/app/api/employer/postings/[id]/status/route";
import { POST as duplicatePost } from "@/app/api/employer/postings/[id]/duplicate/route";
import { GET as analyticsGet } from "@/app/api/employer/postings/[id]/analytics/route";
import { POST as bulkPost } from "@/app/api/employer/postings/bulk/route";
import { callRoute } from "@/testing/http";
import { emptyPostingInput, type PostingFormInput } from "./schemas";
import type { PostingView } from "./types";

/*
 * What the job postings integration tests share: reference data (Ohio's and Colorado's postal codes,
 * a jobs category with a subcategory, a few skills), companies with members of every role, a complete
 * posting's form values, and the API's routes as calls.
 */
export type Actor = { id: string; email: string; cookie: string };

export const TEST_SKILLS = ["phlebotomy", "vital-signs", "patient-care"];

export async function loadReferenceData(): Promise<{ categoryId: string; subcategoryId: string }> {
  const db = getDb();
  await loadPostalCodes(db, { states: ["OH", "CO"] });
  await loadSkills(db, SKILL_VOCABULARY.filter((s) => TEST_SKILLS.includes(s.slug)));
  await db.insert(categoryTypes).values({ slug: "jobs", name: "Job categories" }).onConflictDoNothing();
  const [type] = await db.execute<{ id: string }>(sql`select id from category_types where slug = 'jobs'`).then((r) => r.rows);
  const [top] = await db.insert(categories).values({ typeId: type!.id, slug: `healthcare-${randomUUID().slice(0, 6)}`, name: "Healthcare" }).returning({ id: categories.id });
  const [sub] = await db.insert(categories).values({ typeId: type!.id, parentId: top!.id, slug: "allied-health", name: "Allied Health" }).returning({ id: categories.id });
  return { categoryId: top!.id, subcategoryId: sub!.id };
}

export async function makeCompany(name = "Northwind Health"): Promise<{ id: string; slug: string; name: string }> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`;
  const [row] = await getDb().insert(companies).values({ slug, name }).returning({ id: companies.id, slug: companies.slug, name: companies.name });
  return row!;
}

/** A signed-in person; a member of `companyId` with `role` when given. */
export async function person(opts: { roles?: Role[]; companyId?: string; role?: CompanyRole; twoFactor?: boolean; name?: string } = {}): Promise<Actor> {
  const roles = opts.roles ?? (opts.companyId ? ["Hiring Manager"] : []);
  const user = await signedInUser({ roles, twoFactorEnabled: opts.twoFactor ?? roles.includes("Administrator"), name: opts.name });
  if (opts.companyId) await getDb().insert(companyMembers).values({ companyId: opts.companyId, userId: user.id, memberRole: opts.role ?? "owner" });
  return { id: user.id, email: user.email, cookie: user.cookie };
}

/** A complete posting in Columbus, OH (no pay law there before 2027) with one knock-out question. */
export function completeInput(refs: { categoryId: string; subcategoryId: string }, extra: Partial<PostingFormInput> = {}, now = new Date()): PostingFormInput {
  return {
    ...emptyPostingInput(now, ""),
    title: `Medical Assistant ${randomUUID().slice(0, 6)}`,
    descriptionHtml: "<h2>About the role</h2><p>Room patients, take <strong>vitals</strong> and give injections.</p><ul><li>CMA or RMA</li></ul>",
    locations: [{ city: "Columbus", state: "OH", postalCode: "43215" }],
    salaryMin: "$19.00",
    salaryMax: "$23.00",
    salaryPeriod: "hour",
    employmentType: "full-time",
    categoryId: refs.categoryId,
    subcategoryId: refs.subcategoryId,
    skills: ["phlebotomy", "vital-signs"],
    questions: [{ id: randomUUID(), kind: "yes-no", prompt: "Are you a certified medical assistant?", options: [], required: true, knockoutAnswers: ["no"], knockoutMin: "", knockoutMax: "" }],
    ...extra,
  };
}

const who = (a?: Actor) => a?.cookie;

export const api = {
  list: (companyId: string, qs: Record<string, string> = {}, a?: Actor) => {
    const query = new URLSearchParams({ company: companyId, ...qs }).toString();
    return callRoute(listGet, { path: `/api/employer/postings?${query}`, cookie: who(a) });
  },
  create: (companyId: string, posting: unknown, a?: Actor) => callRoute(createPost, { method: "POST", path: "/api/employer/postings", body: { companyId, posting }, cookie: who(a) }),
  get: (id: string, a?: Actor) => callRoute(postingGet, { path: `/api/employer/postings/${id}`, params: { id }, cookie: who(a) }),
  save: (id: string, posting: unknown, a?: Actor) => callRoute(postingPut, { method: "PUT", path: `/api/employer/postings/${id}`, params: { id }, body: posting, cookie: who(a) }),
  remove: (id: string, a?: Actor) => callRoute(postingDelete, { method: "DELETE", path: `/api/employer/postings/${id}`, params: { id }, cookie: who(a) }),
  status: (id: string, action: string, a?: Actor) => callRoute(statusPost, { method: "POST", path: `/api/employer/postings/${id}/status`, params: { id }, body: { action }, cookie: who(a) }),
  duplicate: (id: string, a?: Actor) => callRoute(duplicatePost, { method: "POST", path: `/api/employer/postings/${id}/duplicate`, params: { id }, cookie: who(a) }),
  analytics: (id: string, days = "30", a?: Actor) => callRoute(analyticsGet, { path: `/api/employer/postings/${id}/analytics?days=${days}`, params: { id }, cookie: who(a) }),
  bulk: (action: string, ids: string[], a?: Actor) => callRoute(bulkPost, { method: "POST", path: "/api/employer/postings/bulk", body: { action, ids }, cookie: who(a) }),
};

export async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/** A published posting made through the API. */
export async function publishedPosting(companyId: string, a: Actor, refs: { categoryId: string; subcategoryId: string }, extra: Partial<PostingFormInput> = {}): Promise<PostingView> {
  const draft = await json<PostingView>(await api.create(companyId, completeInput(refs, extra), a), 201);
  return json<PostingView>(await api.status(draft.id, "publish", a));
}
