import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, categories, categoryTypes, jobRoles, jobs, skills, users } from "@/db/schema";
import { callRoute } from "@/testing/http";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type { Role } from "@/lib/auth/roles";
import { POST as typesPost } from "@/app/api/admin/taxonomies/category-types/route";
import { DELETE as typeDelete, PATCH as typePatch } from "@/app/api/admin/taxonomies/category-types/[id]/route";
import { POST as categoriesPost } from "@/app/api/admin/taxonomies/categories/route";
import { DELETE as categoryDelete, PATCH as categoryPatch } from "@/app/api/admin/taxonomies/categories/[id]/route";
import { POST as categoryMovePost } from "@/app/api/admin/taxonomies/categories/[id]/move/route";
import { POST as rolesPost } from "@/app/api/admin/taxonomies/job-roles/route";
import { PATCH as rolePatch } from "@/app/api/admin/taxonomies/job-roles/[id]/route";
import { PUT as roleActivePut } from "@/app/api/admin/taxonomies/job-roles/[id]/active/route";
import { POST as skillsPost } from "@/app/api/admin/taxonomies/skills/route";
import { PATCH as skillPatch } from "@/app/api/admin/taxonomies/skills/[id]/route";
import { PUT as skillRetiredPut } from "@/app/api/admin/taxonomies/skills/[id]/retired/route";
import { browseIndexCached, resolveCategoryRoute } from "@/features/jobs/server/search/browse";
import { searchJobsCached } from "@/features/jobs/server/search/search-cache";
import { seedSearchFixture } from "@/features/jobs/server/search/search-fixture.testing";
import { loadSkills } from "@/features/skills/server/load-skills";
import { searchSkills } from "@/features/skills/server/queries";
import { seedJobRoles } from "@/seed/job-roles";
import { OCCUPATIONS } from "@/seed/jobs/occupations";
import { TAXONOMY_MESSAGES } from "../schemas";
import { findCategoryRedirect, listCategoryTree, listCategoryTypes, listJobRoles } from "./queries";
import { listSkillsAdmin } from "./skill-queries";

/*
 * The taxonomy back office on a real database, through its API routes (issue 19, decision 054):
 * validation, audit, a rename's redirects and caches, refusals, the loader respecting admin edits.
 */
const db = () => getDb();
let admin = "";
let candidate = "";

async function signedIn(roles: Role[], twoFactor: boolean) {
  const user = await createUser({ roles });
  const { cookie } = await logIn(user.email, user.password);
  // Two-factor is switched on after logging in (logging in with it on asks for the second factor).
  if (twoFactor) await db().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return cookie!;
}

type Handler = Parameters<typeof callRoute>[0];
async function call(handler: Handler, method: string, path: string, opts: { body?: unknown; id?: string; cookie?: string } = {}) {
  const res = await callRoute(handler, { method, path, body: opts.body, params: opts.id ? { id: opts.id } : {}, cookie: opts.cookie ?? admin });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown> & { error?: { message: string; issues?: { path: string; message: string }[] } }) : null };
}
async function lastAudit(targetId: string) {
  const [row] = await db().select().from(auditEvents).where(eq(auditEvents.targetId, targetId)).orderBy(desc(auditEvents.createdAt)).limit(1);
  return row;
}
async function jobsType() {
  const [t] = await db().select().from(categoryTypes).where(eq(categoryTypes.slug, "jobs"));
  return t!;
}
async function categoryBySlug(slug: string, parentId: string | null = null) {
  const t = await jobsType();
  const [c] = await db()
    .select()
    .from(categories)
    .where(and(eq(categories.typeId, t.id), eq(categories.slug, slug), parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId)));
  return c!;
}

beforeAll(async () => {
  await seedSearchFixture();
  admin = await signedIn(["Administrator"], true);
  candidate = await signedIn([], false);
});

describe("who may change the taxonomies", () => {
  it("refuses anyone but an administrator with two-factor (401 signed out, 403 otherwise)", async () => {
    const t = await jobsType();
    const hm = await signedIn(["Hiring Manager"], false);
    const adminNo2fa = await signedIn(["Administrator"], false);
    for (const cookie of [candidate, hm, adminNo2fa]) {
      expect((await call(typesPost, "POST", "/api/admin/taxonomies/category-types", { body: { name: "Courses" }, cookie })).status).toBe(403);
      expect((await call(categoriesPost, "POST", "/api/admin/taxonomies/categories", { body: { typeId: t.id, name: "X" }, cookie })).status).toBe(403);
      expect((await call(skillsPost, "POST", "/api/admin/taxonomies/skills", { body: { name: "X", category: "sales" }, cookie })).status).toBe(403);
    }
    const signedOut = await callRoute(rolesPost, { method: "POST", path: "/api/admin/taxonomies/job-roles", body: { title: "X" } });
    expect(signedOut.status).toBe(401);
    expect(await db().select().from(jobRoles).where(eq(jobRoles.title, "X"))).toHaveLength(0);
  });
});

describe("category types", () => {
  it("creates, refuses duplicates, renames, guards the slugs the code uses, deletes only when empty; audited", async () => {
    const created = await call(typesPost, "POST", "/api/admin/taxonomies/category-types", { body: { name: "Courses" } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ slug: "courses" });
    const id = created.json!.id as string;
    expect(await lastAudit(id)).toMatchObject({ action: "admin.category_type.create", data: { before: null, after: { name: "Courses", slug: "courses" } } });

    const dup = await call(typesPost, "POST", "/api/admin/taxonomies/category-types", { body: { name: "Training", slug: "courses" } });
    expect(dup.status).toBe(409);
    expect(dup.json!.error!.issues).toEqual([{ path: "slug", message: TAXONOMY_MESSAGES.typeSlugTaken }]);
    const dupName = await call(typesPost, "POST", "/api/admin/taxonomies/category-types", { body: { name: "courses" } });
    expect(dupName.status).toBe(409);
    const badSlug = await call(typesPost, "POST", "/api/admin/taxonomies/category-types", { body: { name: "Ok", slug: "Not OK" } });
    expect(badSlug.status).toBe(400);
    expect(badSlug.json!.error!.message).toBe(TAXONOMY_MESSAGES.slugFormat);

    const jobsT = await jobsType();
    const renameJobs = await call(typePatch, "PATCH", "/x", { id: jobsT.id, body: { name: "Jobs by field", slug: "jobs-by-field" } });
    expect(renameJobs.status).toBe(400);
    expect(renameJobs.json!.error!.message).toBe(TAXONOMY_MESSAGES.typeSlugInCode);
    expect((await call(typePatch, "PATCH", "/x", { id: jobsT.id, body: { name: "Job categories (all)", slug: "jobs" } })).status).toBe(200);
    expect(await lastAudit(jobsT.id)).toMatchObject({ action: "admin.category_type.update", data: { before: { name: jobsT.name, slug: "jobs" }, after: { name: "Job categories (all)", slug: "jobs" } } });

    const inUse = await call(typeDelete, "DELETE", "/x", { id: jobsT.id });
    expect(inUse.status).toBe(409);
    expect(inUse.json!.error!.message).toMatch(/^This type still has \d+ categories/);

    const rows = await listCategoryTypes(db());
    expect(rows.find((r) => r.slug === "jobs")).toMatchObject({ inCode: true, topLevel: 3 });
    expect(rows.find((r) => r.slug === "courses")).toMatchObject({ inCode: false, topLevel: 0, subcategories: 0 });

    expect((await call(typeDelete, "DELETE", "/x", { id })).status).toBe(204);
    expect(await db().select().from(categoryTypes).where(eq(categoryTypes.id, id))).toHaveLength(0);
    expect(await lastAudit(id)).toMatchObject({ action: "admin.category_type.delete", data: { after: null } });
    expect((await call(typeDelete, "DELETE", "/x", { id })).status).toBe(404);
  });
});

describe("categories", () => {
  it("a renamed category keeps its old browse URLs redirecting, and search facets and the browse index show the new name at once", async () => {
    // Warm the caches first: the rename must clear them.
    const before = await searchJobsCached(db(), { facets: true });
    expect(before.facets!.categories.map((f) => f.label)).toContain("Healthcare");
    const index = await browseIndexCached(db());
    expect(index.categories.map((c) => c.href)).toContain("/browse-jobs/category/healthcare");

    const healthcare = await categoryBySlug("healthcare");
    const res = await call(categoryPatch, "PATCH", "/x", { id: healthcare.id, body: { name: "Health Care", slug: "health-care", description: "Care jobs.", sortOrder: 5, parentId: "" } });
    expect(res.status).toBe(200);
    expect(await lastAudit(healthcare.id)).toMatchObject({
      action: "admin.category.update",
      data: { before: { slug: "healthcare", name: "Healthcare" }, after: { slug: "health-care", name: "Health Care", description: "Care jobs.", sortOrder: 5 } },
    });

    expect(await resolveCategoryRoute(db(), "healthcare", [])).toEqual({ kind: "redirect", to: "/browse-jobs/category/health-care" });
    expect(await resolveCategoryRoute(db(), "healthcare", ["nursing", "2"])).toEqual({ kind: "redirect", to: "/browse-jobs/category/health-care/nursing/2" });
    expect((await resolveCategoryRoute(db(), "health-care", [])).kind).toBe("index");
    expect(await resolveCategoryRoute(db(), "no-such-category", [])).toEqual({ kind: "not-found" });

    const after = await searchJobsCached(db(), { facets: true });
    const labels = after.facets!.categories.map((f) => [f.value, f.label]);
    expect(labels).toContainEqual(["health-care", "Health Care"]);
    expect(labels.map((l) => l[1])).not.toContain("Healthcare");
    expect((await browseIndexCached(db())).categories.map((c) => c.href)).toContain("/browse-jobs/category/health-care");

    // The subcategory too: /{cat}/{oldsub} redirects to /{cat}/{newsub}, keeping the page.
    const nursing = await categoryBySlug("nursing", healthcare.id);
    expect((await call(categoryPatch, "PATCH", "/x", { id: nursing.id, body: { name: "Registered Nursing", slug: "registered-nursing", parentId: healthcare.id } })).status).toBe(200);
    expect(await resolveCategoryRoute(db(), "health-care", ["nursing", "2"])).toEqual({ kind: "redirect", to: "/browse-jobs/category/health-care/registered-nursing/2" });
    expect((await resolveCategoryRoute(db(), "health-care", ["registered-nursing"])).kind).toBe("jobs");
    const sub = await searchJobsCached(db(), { facets: true, categorySlug: "health-care" });
    expect(sub.facets!.subcategories.map((f) => f.label)).toContain("Registered Nursing");

    // Renaming back: the real category wins over its remembered old place; the other old slug still redirects.
    expect((await call(categoryPatch, "PATCH", "/x", { id: healthcare.id, body: { name: "Healthcare", slug: "healthcare", parentId: "" } })).status).toBe(200);
    expect((await resolveCategoryRoute(db(), "healthcare", [])).kind).toBe("index");
    expect(await resolveCategoryRoute(db(), "health-care", [])).toEqual({ kind: "redirect", to: "/browse-jobs/category/healthcare" });
    expect(await findCategoryRedirect(db(), "jobs", null, "health-care")).toEqual({ slug: "healthcare", parentSlug: null });
  });

  it("a subcategory moved to another parent takes its jobs along, and its old URL follows it", async () => {
    const tech = await categoryBySlug("technology");
    const logistics = await categoryBySlug("logistics");
    const support = await categoryBySlug("support", tech.id);
    expect((await call(categoryPatch, "PATCH", "/x", { id: support.id, body: { name: "Support", slug: "support", parentId: logistics.id } })).status).toBe(200);
    const moved = await db().select({ categoryId: jobs.categoryId }).from(jobs).where(eq(jobs.subcategoryId, support.id));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((j) => j.categoryId === logistics.id)).toBe(true);
    expect(await resolveCategoryRoute(db(), "technology", ["support"])).toEqual({ kind: "redirect", to: "/browse-jobs/category/logistics/support" });
  });

  it("validates parents, duplicates and moves between levels with clear messages", async () => {
    const t = await jobsType();
    const tech = await categoryBySlug("technology");
    const dupSlug = await call(categoriesPost, "POST", "/x", { body: { typeId: t.id, name: "Tech", slug: "technology" } });
    expect(dupSlug.status).toBe(409);
    expect(dupSlug.json!.error!.issues).toEqual([{ path: "slug", message: TAXONOMY_MESSAGES.categorySlugTaken }]);
    const dupName = await call(categoriesPost, "POST", "/x", { body: { typeId: t.id, name: "TECHNOLOGY", slug: "tech-2" } });
    expect(dupName.status).toBe(409);
    expect(dupName.json!.error!.issues![0]!.path).toBe("name");
    // A subcategory may share a top-level slug (different level).
    const sub = await call(categoriesPost, "POST", "/x", { body: { typeId: t.id, name: "Technology", parentId: tech.id } });
    expect(sub.status).toBe(200);
    const deep = await call(categoriesPost, "POST", "/x", { body: { typeId: t.id, name: "Deep", parentId: sub.json!.id } });
    expect(deep.status).toBe(400);
    expect(deep.json!.error!.message).toBe(TAXONOMY_MESSAGES.parentNotFound);
    const demote = await call(categoryPatch, "PATCH", "/x", { id: tech.id, body: { name: "Technology", slug: "technology", parentId: (await categoryBySlug("logistics")).id } });
    expect(demote.status).toBe(400);
    expect(demote.json!.error!.message).toBe(TAXONOMY_MESSAGES.parentHasChildren);
    const noName = await call(categoriesPost, "POST", "/x", { body: { typeId: t.id, name: "  " } });
    expect(noName.status).toBe(400);
    expect(noName.json!.error!.issues).toEqual([{ path: "name", message: TAXONOMY_MESSAGES.nameRequired }]);
  });

  it("refuses to delete a category in use, saying how many use it; deletes an unused one", async () => {
    const logistics = await categoryBySlug("logistics");
    const inUse = await call(categoryDelete, "DELETE", "/x", { id: logistics.id });
    expect(inUse.status).toBe(409);
    expect(inUse.json!.error!.message).toMatch(/^This category is in use \(\d+ jobs(, \d+ compan(y|ies))?\), so it cannot be deleted\.$/);
    const t = await jobsType();
    const made = await call(categoriesPost, "POST", "/x", { body: { typeId: t.id, name: "Empty Field", sortOrder: "3" } });
    expect(made.status).toBe(200);
    const id = made.json!.id as string;
    expect(await lastAudit(id)).toMatchObject({ action: "admin.category.create" });
    expect((await call(categoryDelete, "DELETE", "/x", { id })).status).toBe(204);
    expect(await lastAudit(id)).toMatchObject({ action: "admin.category.delete", data: { before: { slug: "empty-field" }, after: null } });
  });

  it("reorders siblings and lists the tree with usage and browse links; search keeps matches and their parents", async () => {
    const t = await jobsType();
    const names = async () => (await listCategoryTree(db(), t.id)).map((n) => n.name);
    const order = await names();
    const last = order[order.length - 1]!;
    const lastNode = (await listCategoryTree(db(), t.id)).find((n) => n.name === last)!;
    const moved = await call(categoryMovePost, "POST", "/x", { id: lastNode.id, body: { direction: "up" } });
    expect(moved.json).toEqual({ moved: true });
    const now = await names();
    expect(now[now.length - 2]).toBe(last);
    expect(await lastAudit(lastNode.id)).toMatchObject({ action: "admin.category.reorder", data: { direction: "up" } });
    const first = (await listCategoryTree(db(), t.id))[0]!;
    expect((await call(categoryMovePost, "POST", "/x", { id: first.id, body: { direction: "up" } })).json).toEqual({ moved: false });

    const tree = await listCategoryTree(db(), t.id, "warehouse");
    expect(tree.map((n) => n.name)).toEqual(["Logistics"]);
    expect(tree[0]!.children.map((c) => [c.name, c.browseHref])).toEqual([["Warehouse", "/browse-jobs/category/logistics/warehouse"]]);
    expect(tree[0]!.children[0]!.jobs).toBeGreaterThan(0);
  });

  it("a renamed companies category redirects /companies/category/{old}", async () => {
    const [companiesType] = await db().insert(categoryTypes).values({ slug: "companies", name: "Company categories" }).onConflictDoNothing().returning();
    const typeId = companiesType?.id ?? (await db().select().from(categoryTypes).where(eq(categoryTypes.slug, "companies")))[0]!.id;
    const made = await call(categoriesPost, "POST", "/x", { body: { typeId, name: "Hospitals" } });
    expect((await call(categoryPatch, "PATCH", "/x", { id: made.json!.id as string, body: { name: "Hospitals and clinics", slug: "hospitals-and-clinics" } })).status).toBe(200);
    expect(await findCategoryRedirect(db(), "companies", null, "hospitals")).toEqual({ slug: "hospitals-and-clinics", parentSlug: null });
    expect(await findCategoryRedirect(db(), "jobs", null, "hospitals")).toBeNull();
  });
});

describe("job roles", () => {
  it("are seeded from the curated occupations once, filed under existing categories; admin edits stay", async () => {
    const first = await seedJobRoles(db());
    expect(first).toBe(OCCUPATIONS.length);
    expect(await seedJobRoles(db())).toBe(0);
    const [nurse] = await db().select().from(jobRoles).where(eq(jobRoles.slug, "registered-nurse"));
    const healthcare = await categoryBySlug("healthcare");
    expect(nurse).toMatchObject({ title: "Registered Nurse", categoryId: healthcare.id, active: true });
    expect(nurse!.aliases).toContain("Charge Nurse");

    const edited = await call(rolePatch, "PATCH", "/x", { id: nurse!.id, body: { title: "Registered Nurse (RN)", slug: "registered-nurse", categoryId: healthcare.id, subcategoryId: "", aliases: "RN, Staff Nurse, rn", description: "Plans and delivers care.", active: true } });
    expect(edited.status).toBe(200);
    await seedJobRoles(db());
    const [after] = await db().select().from(jobRoles).where(eq(jobRoles.id, nurse!.id));
    expect(after).toMatchObject({ title: "Registered Nurse (RN)", aliases: ["RN", "Staff Nurse"], description: "Plans and delivers care.", subcategoryId: null });
    expect(await lastAudit(nurse!.id)).toMatchObject({ action: "admin.job_role.update", data: { before: { title: "Registered Nurse" }, after: { title: "Registered Nurse (RN)" } } });
  });

  it("creates with validation, deactivates and reactivates, lists with search, category filter and paging", async () => {
    const logistics = await categoryBySlug("logistics");
    const warehouse = await categoryBySlug("warehouse", logistics.id);
    const tech = await categoryBySlug("technology");
    const created = await call(rolesPost, "POST", "/x", { body: { title: "Dock Marshal", categoryId: logistics.id, subcategoryId: warehouse.id, aliases: "Yard Marshal" } });
    expect(created.status).toBe(200);
    const id = created.json!.id as string;
    expect(created.json!.slug).toBe("dock-marshal");
    expect(await lastAudit(id)).toMatchObject({ action: "admin.job_role.create", data: { before: null } });

    const dup = await call(rolesPost, "POST", "/x", { body: { title: "dock marshal", slug: "dock-2" } });
    expect(dup.status).toBe(409);
    expect(dup.json!.error!.issues).toEqual([{ path: "title", message: TAXONOMY_MESSAGES.roleTitleTaken }]);
    const wrongSub = await call(rolesPost, "POST", "/x", { body: { title: "Picker", categoryId: tech.id, subcategoryId: warehouse.id } });
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.json!.error!.issues![0]).toEqual({ path: "subcategoryId", message: TAXONOMY_MESSAGES.roleSubcategoryNotFound });

    expect((await call(roleActivePut, "PUT", "/x", { id, body: { active: false } })).json).toEqual({ id, active: false });
    expect(await lastAudit(id)).toMatchObject({ action: "admin.job_role.deactivate" });
    const inactive = await listJobRoles(db(), { q: "yard marshal", category: "", status: "inactive", sort: "title", dir: "asc", page: 1 });
    expect(inactive.rows.map((r) => [r.title, r.categoryName, r.subcategoryName])).toEqual([["Dock Marshal", "Logistics", "Warehouse"]]);
    expect((await listJobRoles(db(), { q: "dock marshal", category: "", status: "active", sort: "title", dir: "asc", page: 1 })).total).toBe(0);
    expect((await call(roleActivePut, "PUT", "/x", { id, body: { active: true } })).json).toEqual({ id, active: true });

    const byCategory = await listJobRoles(db(), { q: "", category: "logistics", status: "all", sort: "title", dir: "asc", page: 1 });
    expect(byCategory.rows.map((r) => r.title)).toContain("Dock Marshal");
    expect(byCategory.rows.every((r) => r.categoryName === "Logistics")).toBe(true);
    const page1 = await listJobRoles(db(), { q: "", category: "", status: "all", sort: "title", dir: "asc", page: 1 });
    const page2 = await listJobRoles(db(), { q: "", category: "", status: "all", sort: "title", dir: "asc", page: 2 });
    expect(page1.total).toBe(OCCUPATIONS.length + 1);
    expect(page1.rows).toHaveLength(page1.pageSize);
    expect(page2.rows.length).toBe(Math.min(page1.pageSize, page1.total - page1.pageSize));
    expect(page2.rows[0]!.title.localeCompare(page1.rows.at(-1)!.title)).toBeGreaterThan(0);
  });
});

describe("skills vocabulary", () => {
  it("an admin edit recomputes terms like the loader and survives the loader running again", async () => {
    await loadSkills(db());
    const [excel] = await db().select().from(skills).where(eq(skills.slug, "microsoft-excel"));
    const res = await call(skillPatch, "PATCH", "/x", { id: excel!.id, body: { name: "Excel for Microsoft 365", category: "data-analytics", aliases: "MS Excel, Excel 365", slug: "ignored" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: excel!.id, slug: "microsoft-excel" });
    const check = async () => (await db().select().from(skills).where(eq(skills.id, excel!.id)))[0]!;
    const edited = await check();
    expect(edited).toMatchObject({ name: "Excel for Microsoft 365", category: "data-analytics", aliases: ["MS Excel", "Excel 365"], terms: ["excel for microsoft 365", "ms excel", "excel 365"], searchText: "excel for microsoft 365 | ms excel | excel 365" });
    expect(edited.editedAt).toBeInstanceOf(Date);
    expect(await lastAudit(excel!.id)).toMatchObject({ action: "admin.skill.update", data: { before: { name: "Microsoft Excel" }, after: { name: "Excel for Microsoft 365" } } });
    expect((await searchSkills(db(), "excel 365", 5)).map((s) => s.slug)).toContain("microsoft-excel");

    const again = await loadSkills(db());
    expect(again.written).toBe(0);
    expect(await check()).toMatchObject({ name: "Excel for Microsoft 365", category: "data-analytics" });
  });

  it("creates (slug from the name), refuses a name or alias another skill has, retires and unretires; the loader leaves both alone", async () => {
    const made = await call(skillsPost, "POST", "/x", { body: { name: "Forklift Certification Plus", category: "transportation-logistics", aliases: "" } });
    expect(made.status).toBe(200);
    expect(made.json!.slug).toBe("forklift-certification-plus");
    const id = made.json!.id as string;
    const dupName = await call(skillsPost, "POST", "/x", { body: { name: "forklift certification plus", category: "sales" } });
    expect(dupName.status).toBe(409);
    expect(dupName.json!.error!.issues![0]!.path).toBe("name");
    const dupAlias = await call(skillsPost, "POST", "/x", { body: { name: "Spreadsheets Pro", category: "sales", aliases: "MS Excel" } });
    expect(dupAlias.status).toBe(409);
    expect(dupAlias.json!.error!.message).toBe(TAXONOMY_MESSAGES.skillTermTaken("ms excel", "Excel for Microsoft 365"));
    const badCategory = await call(skillsPost, "POST", "/x", { body: { name: "Something", category: "astrology" } });
    expect(badCategory.status).toBe(400);
    expect(badCategory.json!.error!.issues).toEqual([{ path: "category", message: TAXONOMY_MESSAGES.skillCategory }]);

    // Not in the shipped files, yet the loader does not retire it.
    await loadSkills(db());
    expect((await db().select().from(skills).where(eq(skills.id, id)))[0]!.retiredAt).toBeNull();

    const [java] = await db().select().from(skills).where(eq(skills.slug, "java"));
    expect((await call(skillRetiredPut, "PUT", "/x", { id: java!.id, body: { retired: true } })).json).toEqual({ id: java!.id, retired: true });
    expect(await lastAudit(java!.id)).toMatchObject({ action: "admin.skill.retire" });
    // The shipped files still list Java: the loader does not bring it back.
    await loadSkills(db());
    expect((await db().select().from(skills).where(eq(skills.id, java!.id)))[0]!.retiredAt).toBeInstanceOf(Date);
    expect((await searchSkills(db(), "java", 10)).map((s) => s.slug)).not.toContain("java");
    const retired = await listSkillsAdmin(db(), { q: "java", category: "", status: "retired", sort: "name", dir: "asc", page: 1 });
    expect(retired.rows.map((r) => r.slug)).toEqual(["java"]);
    expect((await call(skillRetiredPut, "PUT", "/x", { id: java!.id, body: { retired: false } })).json).toEqual({ id: java!.id, retired: false });
    expect(await lastAudit(java!.id)).toMatchObject({ action: "admin.skill.unretire" });

    const listed = await listSkillsAdmin(db(), { q: "", category: "transportation-logistics", status: "edited", sort: "name", dir: "asc", page: 1 });
    expect(listed.rows.map((r) => r.slug)).toEqual(["forklift-certification-plus"]);
    const all = await listSkillsAdmin(db(), { q: "", category: "", status: "all", sort: "name", dir: "asc", page: 3 });
    expect(all.rows).toHaveLength(all.pageSize);
    expect(all.total).toBeGreaterThan(1000);
  });
});
