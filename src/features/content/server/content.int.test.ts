import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, contentCollections, contentPages } from "@/db/schema";
import { seedContent } from "@/seed/content/seed-content";
import { SEED_FOOTER, SEED_NAVBAR } from "@/seed/content/navigation";
import { GET as readGet } from "@/app/api/content/v2/[...path]/route";
import { GET as adminGet, PUT as adminPut } from "@/app/api/admin/content/collections/[key]/route";
import { callRoute } from "@/testing/http";
import { resetEnvCache } from "@/lib/env";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { CONTENT_CACHE_MS, DEFAULT_BANNER_COLOR, FOOTER_CATEGORIES, NAV_CATEGORIES } from "../types";
import { footerItemsSchema, navbarItemsSchema, notificationBannerSchema } from "../schemas";
import { STATIC_PAGE_SLUGS, STATIC_PAGE_TYPE } from "../static-pages";
import { invalidateContentCache, setContentCacheClock } from "./cache";
import { getFooter, getNavbar, getNotificationBanner, getPage, searchContent } from "./queries";
import { CONTENT_COLLECTION_UPDATE_ACTION } from "./update-content-collection";

const VERSION = { "x-content-client-version": "upstep-web/1.0" };

function read(path: string, opts: { headers?: Record<string, string> } = {}) {
  const url = new URL(path, "http://localhost:3000");
  const segments = url.pathname.replace(/^\/api\/content\/v2\/?/, "").replace(/\/$/, "");
  return callRoute(readGet, { path, params: { path: segments.split("/") }, headers: opts.headers ?? VERSION });
}

function put(key: string, cookie: string | undefined, body: unknown) {
  return callRoute(adminPut, { method: "PUT", path: `/api/admin/content/collections/${key}`, params: { key }, cookie, body });
}

let now = 1_800_000_000_000;

beforeEach(async () => {
  now = 1_800_000_000_000;
  setContentCacheClock(() => now);
  invalidateContentCache();
  // The database is emptied per file, not per test: start each test from freshly seeded content.
  await getDb().execute(sql`truncate content_collections, content_pages, content_post_tags, content_post_authors, content_posts, content_authors, content_categories, content_tags, content_redirects, content_revisions, audit_events`);
  await seedContent(getDb());
});

afterEach(() => {
  setContentCacheClock();
  invalidateContentCache();
  delete process.env.CONTENT_API_TOKEN;
  resetEnvCache();
});

describe("seeded content", () => {
  it("has a navbar in every category, with the Tools & Training group, matching the contract", async () => {
    const navbar = await getNavbar();
    expect(navbarItemsSchema.safeParse(navbar).success).toBe(true);
    expect(new Set(navbar.map((i) => i.category))).toEqual(new Set(NAV_CATEGORIES.map((c) => c.key)));
    expect(navbar.find((i) => i.title === "Tools & Training")).toMatchObject({ category: "job-seekers" });
    expect(navbar.filter((i) => i.group === "tools-training").length).toBeGreaterThanOrEqual(2);
    for (const item of navbar) expect(item.description.length).toBeGreaterThan(10);
  });

  it("has a footer with every column, four social networks and the legal links", async () => {
    const footer = await getFooter();
    expect(footerItemsSchema.safeParse(footer).success).toBe(true);
    expect(new Set(footer.map((i) => i.category))).toEqual(new Set(FOOTER_CATEGORIES));
    const social = footer.filter((i) => i.category === "social");
    expect(social).toHaveLength(4);
    for (const s of social) expect(s.url).toMatch(/^https:\/\//);
    expect(footer.filter((i) => i.category === "legal").map((i) => [i.label, i.url])).toEqual([
      ["Privacy", "/privacy"],
      ["Terms of Use", "/terms-of-service"],
      ["Cookie Notice", "/cookie-notice"],
      ["CA Notices at Collection", "/ca-notices-at-collection"],
      ["Accessibility", "/accessibility"],
    ]);
  });

  it("has a shown banner in the default colour and every static page", async () => {
    const banner = await getNotificationBanner();
    expect(notificationBannerSchema.safeParse(banner).success).toBe(true);
    expect(banner).toMatchObject({ show_banner: true, color: DEFAULT_BANNER_COLOR, alert_icon: true });
    for (const slug of STATIC_PAGE_SLUGS) {
      const page = await getPage(getDb(), STATIC_PAGE_TYPE, slug);
      expect(page, slug).not.toBeNull();
      expect(page!.seo.description.length, slug).toBeGreaterThan(20);
      expect(page!.body, slug).toContain("<h2>");
      expect(page!.body, slug).not.toContain("<h1");
    }
  });

  it("seeding again changes nothing and keeps an admin's edit", async () => {
    await getDb().update(contentCollections).set({ data: [] }).where(eq(contentCollections.key, "navbar"));
    expect(await seedContent(getDb())).toEqual({ collections: 0, pages: 0, posts: 0 });
    const [row] = await getDb().select().from(contentCollections).where(eq(contentCollections.key, "navbar"));
    expect(row!.data).toEqual([]);
  });

  it("fills in what is missing (a database created before the content tables were filled)", async () => {
    await getDb().delete(contentPages).where(eq(contentPages.slug, "faq"));
    await getDb().delete(contentCollections).where(eq(contentCollections.key, "footer"));
    expect(await seedContent(getDb())).toEqual({ collections: 1, pages: 1, posts: 0 });
  });
});

describe("content cache", () => {
  it("answers from the cache for 10 minutes, then reads again", async () => {
    expect(await getNavbar()).toHaveLength(SEED_NAVBAR.length);
    await getDb().update(contentCollections).set({ data: [SEED_NAVBAR[0]] }).where(eq(contentCollections.key, "navbar"));
    now += CONTENT_CACHE_MS - 1;
    expect(await getNavbar()).toHaveLength(SEED_NAVBAR.length);
    now += 1;
    expect(await getNavbar()).toHaveLength(1);
  });

  it("is cleared by an admin edit", async () => {
    const admin = await signedInAdmin();
    expect(await getFooter()).toHaveLength(SEED_FOOTER.length);
    expect((await getPage(getDb(), STATIC_PAGE_TYPE, "about"))?.title).toBe("About Upstep");
    const res = await put("footer", admin.cookie, { data: [{ category: "about", label: "About", url: "/about" }] });
    expect(res.status).toBe(200);
    expect(await getFooter()).toEqual([{ category: "about", label: "About", url: "/about" }]);
  });
});

describe("notification banner", () => {
  it("removes scripts and handlers from banner HTML and defaults the colour", async () => {
    await getDb()
      .update(contentCollections)
      .set({ data: { show_banner: true, content: 'Hello <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">link</a> <b>bold</b>', alert_icon: false } })
      .where(eq(contentCollections.key, "notification-banner"));
    invalidateContentCache();
    const banner = await getNotificationBanner();
    expect(banner.content).toBe("Hello link <b>bold</b>");
    expect(banner.color).toBe("#0001fc");
  });

  it("renders a page body as cleaned HTML even when it reached the table unclean", async () => {
    const slug = STATIC_PAGE_SLUGS[0]!;
    await getDb()
      .update(contentPages)
      .set({ bodyHtml: '<h2>About</h2><script>alert(1)</script><p onclick="x()">Hi <a href="javascript:alert(1)">there</a><img src=x onerror=alert(1)></p>' })
      .where(and(eq(contentPages.pageType, STATIC_PAGE_TYPE), eq(contentPages.slug, slug)));
    invalidateContentCache();
    const page = await getPage(getDb(), STATIC_PAGE_TYPE, slug);
    expect(page?.body).toContain("<h2>About</h2>");
    expect(page?.body).not.toMatch(/<script|onclick|onerror|javascript:|<img/i);
    expect(page?.body).toContain("Hi there");
  });

  it("sanitises banner HTML on an admin save", async () => {
    const admin = await signedInAdmin();
    const res = await put("notification-banner", admin.cookie, {
      data: { show_banner: true, content: '<img src=x onerror="alert(1)"><script>steal()</script>Apply by <a href="/jobs" onmouseover="x()">Friday</a>', color: "#123abc", alert_icon: true },
    });
    expect(res.status).toBe(200);
    const [row] = await getDb().select().from(contentCollections).where(eq(contentCollections.key, "notification-banner"));
    expect(row!.data).toEqual({ show_banner: true, content: 'Apply by <a href="/jobs">Friday</a>', color: "#123abc", alert_icon: true });
    expect(await getNotificationBanner()).toEqual(row!.data);
  });
});

describe("admin collections API", () => {
  it("saves navbar items, audits the change with the old and new values", async () => {
    const admin = await signedInAdmin();
    const items = [{ category: "about", title: "About Upstep", url: "/about", description: "Who we are.", group: null }];
    const res = await put("navbar", admin.cookie, { data: items });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ key: "navbar", data: items });
    const audit = await getDb().select().from(auditEvents).where(and(eq(auditEvents.action, CONTENT_COLLECTION_UPDATE_ACTION), eq(auditEvents.targetId, "navbar")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, targetType: "content-collection", correlationId: res.headers.get("x-correlation-id") });
    expect((audit[0]!.data as { old: unknown[] }).old).toHaveLength(SEED_NAVBAR.length);
    const back = await callRoute(adminGet, { path: "/api/admin/content/collections/navbar", params: { key: "navbar" }, cookie: admin.cookie });
    expect((await back.json()).data).toEqual(items);
  });

  it("answers invalid data with 400 and field paths, and changes nothing", async () => {
    const admin = await signedInAdmin();
    const cases: [string, unknown, string][] = [
      ["navbar", [{ category: "nope", title: "x", url: "/x", description: "d" }], "data.0.category"],
      ["navbar", [{ category: "about", title: "", url: "/x", description: "d" }], "data.0.title"],
      ["navbar", [{ category: "about", title: "t", url: "javascript:alert(1)", description: "d" }], "data.0.url"],
      ["navbar", [{ category: "about", title: "t", url: "//evil.example", description: "d" }], "data.0.url"],
      ["navbar", { not: "a list" }, "data"],
      ["footer", [{ category: "about", label: "ok", url: "/ok" }, { category: "legal", label: "x".repeat(80), url: "/x" }], "data.1.label"],
      ["notification-banner", { show_banner: true, content: "Hi", color: "blue", alert_icon: true }, "data.color"],
      ["notification-banner", { show_banner: true, content: "  ", color: "#0001fc", alert_icon: true }, "data.content"],
    ];
    for (const [key, data, path] of cases) {
      const res = await put(key, admin.cookie, { data });
      expect(res.status, `${key} ${path}`).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("BAD_REQUEST");
      expect(body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await put("navbar", admin.cookie, {})).status).toBe(400);
    expect((await put("unknown", admin.cookie, { data: [] })).status).toBe(404);
    expect(await getDb().select().from(auditEvents).where(eq(auditEvents.action, CONTENT_COLLECTION_UPDATE_ACTION))).toHaveLength(0);
    expect(await getNavbar()).toHaveLength(SEED_NAVBAR.length);
  });

  it("answers 401 signed out, 403 for non-admins and without the CSRF header", async () => {
    const data: unknown[] = [];
    expect((await put("navbar", undefined, { data })).status).toBe(401);
    const candidate = await signedInUser();
    expect((await put("navbar", candidate.cookie, { data })).status).toBe(403);
    const recruiter = await signedInUser({ roles: ["Recruiter"] });
    expect((await put("navbar", recruiter.cookie, { data })).status).toBe(403);
    const admin = await signedInAdmin();
    const noCsrf = await callRoute(adminPut, { method: "PUT", path: "/api/admin/content/collections/navbar", params: { key: "navbar" }, cookie: admin.cookie, body: { data }, csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await callRoute(adminGet, { path: "/api/admin/content/collections/navbar", params: { key: "navbar" }, cookie: candidate.cookie })).status).toBe(403);
    expect(await getNavbar()).toHaveLength(SEED_NAVBAR.length);
  });
});

describe("content read API", () => {
  it("requires the client-version header", async () => {
    const res = await read("/api/content/v2/content?keys=navbar", { headers: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "BAD_REQUEST", message: "The x-content-client-version header is required.", correlationId: expect.any(String) });
  });

  it("checks the auth_token credential when CONTENT_API_TOKEN is set", async () => {
    process.env.CONTENT_API_TOKEN = "s3cret-token";
    resetEnvCache();
    expect((await read("/api/content/v2/content?keys=navbar")).status).toBe(401);
    expect((await read("/api/content/v2/content?keys=navbar&auth_token=wrong")).status).toBe(401);
    const ok = await read("/api/content/v2/content?keys=navbar&auth_token=s3cret-token");
    expect(ok.status).toBe(200);
  });

  it("answers collections by key", async () => {
    const res = await read("/api/content/v2/content?keys=navbar,footer,notification-banner");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.navbar).toHaveLength(SEED_NAVBAR.length);
    expect(body.data.footer).toHaveLength(SEED_FOOTER.length);
    expect(body.data["notification-banner"]).toMatchObject({ show_banner: true, color: "#0001fc" });
    const one = await read("/api/content/v2/content/footer");
    expect((await one.json()).data).toHaveLength(SEED_FOOTER.length);
    expect((await read("/api/content/v2/content?keys=navbar,menu")).status).toBe(404);
    expect((await read("/api/content/v2/content")).status).toBe(400);
  });

  it("lists pages and retrieves one by page_type and slug; 404 for unknown ones", async () => {
    const list = await read("/api/content/v2/pages?page_size=5");
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.meta).toMatchObject({ count: STATIC_PAGE_SLUGS.length, page: 1, page_size: 5, next_page: 2, previous_page: null });
    expect(body.data).toHaveLength(5);
    const typed = await (await read("/api/content/v2/pages/static?page=3&page_size=5")).json();
    expect(typed.data).toHaveLength(2);
    const one = await read("/api/content/v2/pages/static/privacy");
    expect(one.status).toBe(200);
    expect((await one.json()).data).toMatchObject({ page_type: "static", slug: "privacy", title: "Privacy Policy", seo: { ogtype: "website" } });
    expect((await read("/api/content/v2/pages/static/nope")).status).toBe(404);
    expect((await read("/api/content/v2/pages/blog/privacy")).status).toBe(404);
    expect((await read("/api/content/v2/nothing")).status).toBe(404);
    expect((await read("/api/content/v2/pages?page=0")).status).toBe(400);
  });

  it("does not serve unpublished pages", async () => {
    await getDb().update(contentPages).set({ status: "unpublished" }).where(eq(contentPages.slug, "impact"));
    invalidateContentCache();
    expect((await read("/api/content/v2/pages/static/impact")).status).toBe(404);
  });

  // Posts, authors, categories and tags: read-api.int.test.ts, on fixtures of its own (the seed's blog grows).

  it("searches pages and posts", async () => {
    const res = await read("/api/content/v2/search?query=cookies");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data[0]).toMatchObject({ type: "page", slug: "cookie-notice" });
    const posts = await (await read("/api/content/v2/posts/search?query=resume")).json();
    expect(posts.data.map((r: { type: string }) => r.type)).toEqual(expect.arrayContaining(["post"]));
    expect(posts.data.every((r: { type: string }) => r.type === "post")).toBe(true);
    const pages = await (await read("/api/content/v2/pages/search?query=%22WCAG%202.2%22")).json();
    expect(pages.data.map((r: { slug: string }) => r.slug)).toContain("accessibility");
    expect((await read("/api/content/v2/search")).status).toBe(400);
    expect(await searchContent(getDb(), "%_%")).toEqual([]);
  });
});
