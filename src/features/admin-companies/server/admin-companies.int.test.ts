import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, categories, categoryTypes, companies, companyDomains, companyMembers, companySlugRedirects, jobDocuments, jobPostings, jobs, requisitions } from "@/db/schema";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { renderPageOutcome } from "@/testing/pages";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { GET as pickerGet, POST as createPost } from "@/app/api/admin/companies/route";
import { PATCH as companyPatch } from "@/app/api/admin/companies/[id]/route";
import { POST as statusPost } from "@/app/api/admin/companies/[id]/status/route";
import { ADMIN_COMPANY_MESSAGES as M } from "../messages";
import { parseAdminCompaniesQuery, parseTabPage } from "../schemas";
import { adminCompaniesListPath, adminCompanyTabPath } from "../paths";
import { PostingsPanel, RequisitionsPanel } from "../components/company-tab-panels";
import { listAdminCompanies, listCompanyPostingsForAdmin, listCompanyRequisitionsForAdmin } from "./queries";
import { CREATE_ACTION } from "./create-company";
import { STATUS_ACTIONS } from "./set-company-status";
import { UPDATE_ACTION } from "./update-company";
import { nextCacheMock as cache } from "@/testing/next-cache-mock";

// One request object for every page test in a worker (isolate: false): the first file's next/headers mock is the one pages see.
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let industry: { id: string; name: string };
let otherIndustry: { id: string };
const ids: Record<string, string> = {};

async function addJobs(companyId: string, name: string, n: number, status: "open" | "closed" = "open") {
  for (let i = 0; i < n; i++) {
    const [row] = await getDb()
      .insert(jobs)
      .values({ source: "admin-companies-test", externalRef: randomUUID(), title: `Job ${i}`, companyId, postedAt: new Date(), contentHash: "x", applyUrl: "https://example.com", status })
      .returning({ id: jobs.id });
    await getDb().insert(jobDocuments).values({ jobId: row!.id, title: `Job ${i}`, companyName: name, descriptionHtml: "" });
  }
}

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  const db = getDb();
  await db.execute(sql`truncate companies cascade`);
  const [type] = await db.insert(categoryTypes).values({ slug: "companies", name: "Companies" }).onConflictDoNothing().returning({ id: categoryTypes.id });
  const typeId = type?.id ?? (await db.select({ id: categoryTypes.id }).from(categoryTypes).where(eq(categoryTypes.slug, "companies")))[0]!.id;
  const [health, retail] = await db
    .insert(categories)
    .values([
      { typeId, slug: `healthcare-${randomUUID().slice(0, 4)}`, name: "Healthcare" },
      { typeId, slug: `retail-${randomUUID().slice(0, 4)}`, name: "Retail" },
    ])
    .returning({ id: categories.id, name: categories.name });
  industry = health!;
  otherIndustry = retail!;
  const now = Date.now();
  const rows = [
    { key: "alpha", name: "Alpha Care", slug: "alpha-care", categoryId: industry.id, featured: true, verifiedAt: new Date(), createdAt: new Date(now - 5 * 86_400_000) },
    { key: "beta", name: "Beta Retail", slug: "beta-retail", categoryId: otherIndustry.id, createdAt: new Date(now - 4 * 86_400_000), website: "https://betashop.example" },
    { key: "gamma", name: "Gamma 100% Health", slug: "gamma-health", categoryId: industry.id, claimedAt: new Date(), createdAt: new Date(now - 3 * 86_400_000) },
    { key: "delta", name: "delta dental", slug: "delta-dental", createdAt: new Date(now - 2 * 86_400_000) },
  ];
  for (const { key, ...values } of rows) {
    const [c] = await db.insert(companies).values(values).returning({ id: companies.id });
    ids[key] = c!.id;
  }
  // 30 filler companies for paging.
  await db.insert(companies).values(Array.from({ length: 30 }, (_, i) => ({ name: `Zz Filler ${String(i).padStart(2, "0")}`, slug: `zz-filler-${i}`, createdAt: new Date(now - 10 * 86_400_000) })));
  await addJobs(ids.alpha!, "Alpha Care", 1);
  await addJobs(ids.gamma!, "Gamma 100% Health", 3);
  await addJobs(ids.gamma!, "Gamma 100% Health", 2, "closed");
  await addJobs(ids.beta!, "Beta Retail", 2);
  const a = await createUser({ name: "Member A" });
  const b = await createUser({ name: "Member B" });
  await db.insert(companyMembers).values([
    { companyId: ids.delta!, userId: a.id, memberRole: "owner" },
    { companyId: ids.delta!, userId: b.id, memberRole: "recruiter" },
  ]);
  await db.insert(companyDomains).values({ domain: "deltadental.example", companyId: ids.delta! });
});

const list = (raw: Record<string, string>) => listAdminCompanies(getDb(), parseAdminCompaniesQuery(raw));
const names = (page: Awaited<ReturnType<typeof list>>) => page.rows.map((r) => r.name);

describe("the companies list", () => {
  it("searches name, address, website and email domain (case-insensitive, wildcards literal)", async () => {
    expect(names(await list({ q: "CARE" }))).toEqual(["Alpha Care"]);
    expect(names(await list({ q: "gamma-health" }))).toEqual(["Gamma 100% Health"]);
    expect(names(await list({ q: "betashop" }))).toEqual(["Beta Retail"]);
    expect(names(await list({ q: "deltadental.example" }))).toEqual(["delta dental"]);
    expect(names(await list({ q: "100%" }))).toEqual(["Gamma 100% Health"]);
    expect((await list({ q: "_" })).total).toBe(0);
  });

  it("filters by verified, featured, claimed (claimed_at or members) and industry", async () => {
    expect(names(await list({ verified: "yes" }))).toEqual(["Alpha Care"]);
    expect((await list({ verified: "no" })).total).toBe(33);
    expect(names(await list({ featured: "yes" }))).toEqual(["Alpha Care"]);
    expect(names(await list({ claimed: "yes" }))).toEqual(["delta dental", "Gamma 100% Health"]);
    expect(names(await list({ category: industry.id }))).toEqual(["Alpha Care", "Gamma 100% Health"]);
    expect(names(await list({ category: industry.id, verified: "no" }))).toEqual(["Gamma 100% Health"]);
    // A malformed filter is no filter.
    expect((await list({ verified: "maybe", category: "x" })).total).toBe(34);
  });

  it("sorts by name, open jobs, members and created (both directions); counts open jobs and members", async () => {
    expect(names(await list({}))[0]).toBe("Alpha Care");
    expect(names(await list({ dir: "desc" }))[0]).toBe("Zz Filler 29");
    const byJobs = await list({ sort: "jobs" });
    expect(byJobs.rows.slice(0, 3).map((r) => [r.name, r.openJobs])).toEqual([
      ["Gamma 100% Health", 3],
      ["Beta Retail", 2],
      ["Alpha Care", 1],
    ]);
    const byMembers = await list({ sort: "members" });
    expect(byMembers.rows[0]).toMatchObject({ name: "delta dental", members: 2, claimed: true });
    expect(names(await list({ sort: "created" }))[0]).toBe("delta dental");
    expect(names(await list({ sort: "created", dir: "asc" }))[0]).toMatch(/^Zz Filler/);
  });

  it("pages by 25, with links that keep the filters and the sort", async () => {
    const p1 = await list({});
    expect(p1).toMatchObject({ total: 34, pageCount: 2, page: 1 });
    expect(p1.rows).toHaveLength(25);
    const p2 = await list({ page: "2" });
    expect(p2.rows).toHaveLength(9);
    expect(new Set([...names(p1), ...names(p2)]).size).toBe(34);
    expect(adminCompaniesListPath({ ...parseAdminCompaniesQuery({ verified: "yes", sort: "jobs" }), page: 2 })).toBe("/admin/companies?verified=yes&sort=jobs&page=2");
    expect(adminCompaniesListPath(parseAdminCompaniesQuery({ sort: "name", dir: "asc", page: "1" }))).toBe("/admin/companies");
  });

  it("the page renders for an administrator with the filtered rows, and is refused to others", async () => {
    const { default: Page } = await import("@/app/admin/companies/page");
    const admin = await signedInAdmin();
    request.cookie = admin.cookie;
    const ok = await renderPageOutcome(Page, {}, { featured: "yes" });
    expect(ok.outcome).toBe("ok");
    expect(ok.text).toContain("Alpha Care");
    expect(ok.text).not.toContain("Beta Retail");
    request.cookie = (await signedInUser({ roles: ["Hiring Manager"] })).cookie;
    expect((await renderPageOutcome(Page, {})).outcome).toBe("403");
    request.cookie = "";
    expect((await renderPageOutcome(Page, {})).outcome).toBe("login");
  });
});

describe("a company's page", () => {
  it("renders each tab by URL; an unknown tab is the details tab; a made-up id is 404", async () => {
    const { default: Page } = await import("@/app/admin/companies/details/[id]/page");
    request.cookie = (await signedInAdmin()).cookie;
    const details = await renderPageOutcome(Page, { id: ids.delta! });
    expect(details.outcome).toBe("ok");
    expect(details.text).toContain('"active":"details"');
    expect(details.text).toContain("deltadental.example");
    expect((await renderPageOutcome(Page, { id: ids.delta! }, { activeTab: "nonsense" })).text).toContain('"active":"details"');
    const members = await renderPageOutcome(Page, { id: ids.delta! }, { activeTab: "members" });
    expect(members.text).toContain('"active":"members"');
    expect(members.text).toContain("Member A");
    const postings = await renderPageOutcome(Page, { id: ids.gamma! }, { activeTab: "postings" });
    expect(postings.text).toContain('"total":5');
    expect((await renderPageOutcome(Page, { id: ids.delta! }, { activeTab: "requisitions" })).outcome).toBe("ok");
    expect((await renderPageOutcome(Page, { id: ids.delta! }, { activeTab: "activity" })).outcome).toBe("ok");
    expect((await renderPageOutcome(Page, { id: randomUUID() })).outcome).toBe("404");
    expect((await renderPageOutcome(Page, { id: "not-a-uuid" })).outcome).toBe("404");
  });
});

describe("a company's Postings and Requisitions tabs", () => {
  it("page by 25 on the server; ?page= (and ?ipage= for imported jobs) keep the tab; a page past the end is the last", async () => {
    const db = getDb();
    const [company] = await db.insert(companies).values({ name: "Paging Staffing", slug: "paging-staffing" }).returning({ id: companies.id });
    const id = company!.id;
    const now = Date.now();
    await db.insert(requisitions).values(Array.from({ length: 53 }, (_, i) => ({ companyId: id, number: i + 1, title: `Role number ${i + 1}` })));
    await db.insert(jobPostings).values(Array.from({ length: 27 }, (_, i) => ({ companyId: id, title: `Posting ${i}`, updatedAt: new Date(now - i * 60_000) })));
    await addJobs(id, "Paging Staffing", 26);

    const r1 = await listCompanyRequisitionsForAdmin(db, id);
    expect(r1).toMatchObject({ total: 53, page: 1, pageCount: 3 });
    expect(r1.rows.map((r) => r.number)).toEqual(Array.from({ length: 25 }, (_, i) => 53 - i));
    const r3 = await listCompanyRequisitionsForAdmin(db, id, 3);
    expect(r3.rows.map((r) => r.number)).toEqual([3, 2, 1]);
    const r2 = await listCompanyRequisitionsForAdmin(db, id, 2);
    expect(new Set([...r1.rows, ...r2.rows, ...r3.rows].map((r) => r.id)).size).toBe(53);
    expect((await listCompanyRequisitionsForAdmin(db, id, 99)).page).toBe(3);

    const p = await listCompanyPostingsForAdmin(db, id, { page: 2, ipage: 2 });
    expect(p.postings).toMatchObject({ total: 27, page: 2, pageCount: 2 });
    expect(p.postings.rows.map((r) => r.title)).toEqual(["Posting 25", "Posting 26"]);
    expect(p.imported).toMatchObject({ total: 26, page: 2, pageCount: 2 });
    expect(p.imported.rows).toHaveLength(1);
    expect((await listCompanyPostingsForAdmin(db, id)).postings.rows).toHaveLength(25);

    expect(adminCompanyTabPath(id, "requisitions", { page: 2 })).toBe(`/admin/companies/details/${id}?activeTab=requisitions&page=2`);
    expect(adminCompanyTabPath(id, "postings", { page: 1, ipage: 3 })).toBe(`/admin/companies/details/${id}?activeTab=postings&ipage=3`);
    expect(adminCompanyTabPath(id, "requisitions", { page: 1 })).toBe(`/admin/companies/details/${id}?activeTab=requisitions`);
    expect(parseTabPage("2")).toBe(2);
    for (const bad of ["0", "-1", "x", "1.5", "", undefined, ["2", "3"], "99999999"]) expect(parseTabPage(bad as string | undefined)).toBe(1);

    // The page reads ?page= on its tab, and the pager links keep the tab (and the other list's page).
    const { default: Page } = await import("@/app/admin/companies/details/[id]/page");
    request.cookie = (await signedInAdmin()).cookie;
    const second = await renderPageOutcome(Page, { id }, { activeTab: "requisitions", page: "2" });
    expect(second.outcome).toBe("ok");
    expect(second.text).toContain("Role number 28");
    expect(second.text).not.toContain("Role number 53");
    const html = renderToStaticMarkup(createElement(RequisitionsPanel, { requisitions: r2, pageSize: 25, hrefOf: (page) => adminCompanyTabPath(id, "requisitions", { page }) }));
    expect(html).toContain(`href="/admin/companies/details/${id}?activeTab=requisitions&amp;page=3"`);
    expect(html).toContain(`href="/admin/companies/details/${id}?activeTab=requisitions"`); // page 1
    expect(html).toContain("26-50 of 53");
    const postingsHtml = renderToStaticMarkup(
      createElement(PostingsPanel, {
        postings: p.postings,
        imported: p.imported,
        pageSize: 25,
        postingsHref: (page) => adminCompanyTabPath(id, "postings", { page, ipage: p.imported.page }),
        importedHref: (ipage) => adminCompanyTabPath(id, "postings", { page: p.postings.page, ipage }),
      }),
    );
    expect(postingsHtml).toContain(`href="/admin/companies/details/${id}?activeTab=postings&amp;ipage=2"`); // postings page 1, imported kept
    expect(postingsHtml).toContain(`href="/admin/companies/details/${id}?activeTab=postings&amp;page=2"`); // imported page 1, postings kept
    expect(postingsHtml).toContain("26-27 of 27");
  });
});

describe("PATCH /api/admin/companies/[id]", () => {
  const patch = (id: string, body: unknown, cookie?: string) => callRoute(companyPatch, { method: "PATCH", path: `/api/admin/companies/${id}`, params: { id }, body, cookie });
  const base = { name: "Omega Labs", slug: "omega-labs", website: "", description: "", size: "", headquarters: "", categoryId: "" };

  it("saves the details, keeps the old address redirecting (308), renames the company in search, audits before/after", async () => {
    const admin = await signedInAdmin();
    const db = getDb();
    const [c] = await db.insert(companies).values({ name: "Omega Labs", slug: "omega-labs" }).returning({ id: companies.id });
    await addJobs(c!.id, "Omega Labs", 1);
    cache.revalidateTag.mockClear();
    const res = await patch(c!.id, { ...base, name: "Omega Laboratories", slug: "omega-laboratories", website: "https://omega.example", size: "51-200", headquarters: "Austin, TX", categoryId: industry.id }, admin.cookie);
    expect(res.status).toBe(200);
    const [row] = await db.select().from(companies).where(eq(companies.id, c!.id));
    expect(row).toMatchObject({ name: "Omega Laboratories", slug: "omega-laboratories", website: "https://omega.example", size: "51-200", headquarters: "Austin, TX", categoryId: industry.id, description: null });
    expect(cache.revalidateTag).toHaveBeenCalledWith("companies", { expire: 0 });
    const docs = await db.execute<{ company_name: string }>(sql`select company_name from job_documents where job_id in (select id from jobs where company_id = ${c!.id}::uuid)`);
    expect(docs.rows.map((d) => d.company_name)).toEqual(["Omega Laboratories"]);

    const { default: Profile } = await import("@/app/companies/[slug]/[[...page]]/page");
    const digest = await Promise.resolve(Profile({ params: Promise.resolve({ slug: "omega-labs", page: ["2"] }) })).then(
      () => "rendered",
      (e: { digest?: string }) => e.digest ?? String(e),
    );
    expect(digest).toMatch(/^NEXT_REDIRECT;replace;\/companies\/omega-laboratories\/2;308;/);

    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, UPDATE_ACTION), eq(auditEvents.targetId, c!.id)));
    expect(audit!.actorUserId).toBe(admin.id);
    expect(audit!.data).toMatchObject({ before: { name: "Omega Labs", slug: "omega-labs", website: null }, after: { name: "Omega Laboratories", slug: "omega-laboratories", website: "https://omega.example" } });
    expect(Object.keys(audit!.data.after as object)).not.toContain("description"); // only what changed

    // Going back to the old address takes it out of the redirects.
    expect((await patch(c!.id, { ...base, name: "Omega Laboratories", slug: "omega-labs" }, admin.cookie)).status).toBe(200);
    const redirects = await db.select({ oldSlug: companySlugRedirects.oldSlug }).from(companySlugRedirects).where(eq(companySlugRedirects.companyId, c!.id));
    expect(redirects.map((r) => r.oldSlug)).toEqual(["omega-laboratories"]);
  });

  it("refuses a bad address, one in use, another company's old address, an unknown industry, with messages on the fields", async () => {
    const admin = await signedInAdmin();
    const db = getDb();
    const [c] = await db.insert(companies).values({ name: "Sigma", slug: "sigma" }).returning({ id: companies.id });
    await db.insert(companySlugRedirects).values({ oldSlug: "alpha-old", companyId: ids.alpha! });
    const issues = async (body: unknown) => {
      const res = await patch(c!.id, body, admin.cookie);
      return { status: res.status, issues: (await res.json()).error.issues };
    };
    expect(await issues({ ...base, name: "Sigma", slug: "Not A Slug!" })).toMatchObject({ status: 400, issues: [{ path: "slug", message: M.slugInvalid }] });
    expect(await issues({ ...base, name: "Sigma", slug: "browse" })).toMatchObject({ status: 400, issues: [{ path: "slug" }] });
    expect(await issues({ ...base, name: "", slug: "sigma" })).toMatchObject({ status: 400, issues: [{ path: "name", message: "Type a valid Company name" }] });
    expect(await issues({ ...base, name: "Sigma", slug: "sigma", website: "not a url" })).toMatchObject({ status: 400, issues: [{ path: "website" }] });
    expect(await issues({ ...base, name: "Sigma", slug: "alpha-care" })).toMatchObject({ status: 409, issues: [{ path: "slug", message: M.slugTaken("alpha-care") }] });
    expect(await issues({ ...base, name: "Sigma", slug: "alpha-old" })).toMatchObject({ status: 409, issues: [{ path: "slug", message: M.slugRedirectTaken("alpha-old") }] });
    expect(await issues({ ...base, name: "Sigma", slug: "sigma", categoryId: randomUUID() })).toMatchObject({ status: 400, issues: [{ path: "categoryId", message: M.categoryUnknown }] });
    expect((await patch(randomUUID(), { ...base, name: "X", slug: "x-unknown" }, admin.cookie)).status).toBe(404);
    expect((await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, c!.id)))[0]!.slug).toBe("sigma");
  });
});

describe("POST /api/admin/companies/[id]/status", () => {
  const status = (id: string, body: unknown, cookie?: string) => callRoute(statusPost, { method: "POST", path: `/api/admin/companies/${id}/status`, params: { id }, body, cookie });

  it("verifies and features (badge and featured row on /companies), reverses both, audits each change once", async () => {
    const admin = await signedInAdmin();
    const db = getDb();
    const [c] = await db.insert(companies).values({ name: "Kappa Clinics", slug: "kappa-clinics" }).returning({ id: companies.id });
    const res = await status(c!.id, { verified: true, featured: true }, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ verified: true, featured: true });
    const [row] = await db.select().from(companies).where(eq(companies.id, c!.id));
    expect(row!.verifiedByUserId).toBe(admin.id);

    const { default: Directory } = await import("@/app/companies/page");
    const home = renderToStaticMarkup(await Directory({ searchParams: Promise.resolve({}) }));
    const card = home.slice(home.indexOf("Featured companies"));
    expect(card).toContain('href="/companies/kappa-clinics"');
    expect(card).toMatch(/Kappa Clinics<\/a><\/h3>.*?Verified/);
    const { default: Profile } = await import("@/app/companies/[slug]/[[...page]]/page");
    expect(renderToStaticMarkup(await Profile({ params: Promise.resolve({ slug: "kappa-clinics" }) }))).toContain("Verified");

    // Saying it again changes nothing and records nothing.
    await status(c!.id, { verified: true }, admin.cookie);
    const events = async () => (await db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.targetId, c!.id))).map((e) => e.action).sort();
    expect(await events()).toEqual([STATUS_ACTIONS.feature, STATUS_ACTIONS.verify].sort());

    expect(await (await status(c!.id, { verified: false, featured: false }, admin.cookie)).json()).toMatchObject({ verified: false, featured: false });
    expect(await events()).toEqual(Object.values(STATUS_ACTIONS).sort());
    const home2 = renderToStaticMarkup(await Directory({ searchParams: Promise.resolve({}) }));
    expect(home2).not.toContain('href="/companies/kappa-clinics"');
    expect((await status(c!.id, {}, admin.cookie)).status).toBe(400);
  });
});

describe("POST /api/admin/companies and the picker", () => {
  const create = (body: unknown, cookie?: string) => callRoute(createPost, { method: "POST", path: "/api/admin/companies", body, cookie });

  it("creates an unclaimed company (201) and audits it; a taken address is 409 on the slug field", async () => {
    const admin = await signedInAdmin();
    const res = await create({ name: "Lambda Home Care", slug: "lambda-home-care", website: "https://lambda.example", description: "Care at home.", categoryId: industry.id }, admin.cookie);
    expect(res.status).toBe(201);
    const { id, slug } = await res.json();
    expect(slug).toBe("lambda-home-care");
    const [row] = await getDb().select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ name: "Lambda Home Care", website: "https://lambda.example", description: "Care at home.", categoryId: industry.id, claimedAt: null, featured: false, verifiedAt: null });
    const [audit] = await getDb().select().from(auditEvents).where(and(eq(auditEvents.action, CREATE_ACTION), eq(auditEvents.targetId, id)));
    expect(audit!.data).toMatchObject({ before: null, after: { name: "Lambda Home Care", slug: "lambda-home-care" } });

    const again = await create({ name: "Lambda", slug: "lambda-home-care", website: "", description: "", categoryId: "" }, admin.cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).error.issues).toEqual([{ path: "slug", message: M.slugTaken("lambda-home-care") }]);
    const bad = await create({ name: "  ", slug: "", website: "ftp://x", description: "", categoryId: "" }, admin.cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues.map((i: { path: string }) => i.path).sort()).toEqual(["name", "slug", "website"]);
  });

  it("the picker finds companies by name or address, without the company itself", async () => {
    const admin = await signedInAdmin();
    const res = await callRoute(pickerGet, { path: `/api/admin/companies?q=care&exclude=${ids.alpha}`, cookie: admin.cookie });
    expect(res.status).toBe(200);
    const found = (await res.json()).companies.map((c: { name: string }) => c.name);
    expect(found).toContain("Lambda Home Care");
    expect(found).not.toContain("Alpha Care");
  });

  it("refuses everyone but an administrator with two-factor", async () => {
    const body = { name: "Nope", slug: "nope", website: "", description: "", categoryId: "" };
    expect((await create(body)).status).toBe(401);
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"]] as const) {
      const user = await signedInUser({ roles: [...roles] });
      expect((await create(body, user.cookie)).status).toBe(403);
    }
    const noMfa = await signedInUser({ roles: ["Administrator"] });
    expect((await create(body, noMfa.cookie)).status).toBe(403);
    expect(await getDb().select().from(companies).where(eq(companies.slug, "nope"))).toHaveLength(0);
  });
});
