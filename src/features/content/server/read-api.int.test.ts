import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentAuthors, contentCategories, contentPages, contentPostAuthors, contentPosts, contentPostTags, contentRedirects, contentTags } from "@/db/schema";
import { GET as readGet } from "@/app/api/content/v2/[...path]/route";
import { callRoute } from "@/testing/http";
import { resetEnvCache } from "@/lib/env";
import { blogPostSlug } from "@/lib/blog-routes";
import { invalidateContentCache } from "./cache";
import { getPage, getPost } from "./queries";
import { PREVIEW_MESSAGES } from "./read-api";

/*
 * The read API of issue 18 part 5 on its own fixtures (not the seed, which the blog grows): only
 * published items without the preview credential; drafts and scheduled ones with it, marked; posts
 * with ordered authors, tags, primary tag, feature image, reading time; old slugs answered with a
 * redirect hint; the blog's feeds; HTML sanitised on read whatever reached the table.
 */
const VERSION = { "x-content-client-version": "upstep-web/1.0" };
const PREVIEW_TOKEN = "preview-token-0123456789";

function read(path: string, headers: Record<string, string> = VERSION) {
  const url = new URL(path, "http://localhost:3000");
  const segments = decodeURIComponent(url.pathname.replace(/^\/api\/content\/v2\/?/, "").replace(/\/$/, ""));
  return callRoute(readGet, { path, params: { path: segments.split("/") }, headers });
}

async function json(path: string) {
  const res = await read(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

const FUTURE = new Date(Date.now() + 3 * 86_400_000);
const IMAGE_KEY = "0b7e0f0e-1111-4c6f-9b7a-3d1e5f2a6c90.png";

let ids: { live: string; draft: string; scheduled: string; gone: string; campaign: string };

async function fixtures() {
  const db = getDb();
  const [maya, dan] = await db
    .insert(contentAuthors)
    .values([
      { slug: "maya", name: "Maya Ortiz", role: "Career coach" },
      { slug: "dan", name: "Dan Okafor", role: "Recruiter" },
    ])
    .returning();
  const [resume, pay] = await db
    .insert(contentTags)
    .values([
      { slug: "resume", name: "Resume", description: "Writing resumes." },
      { slug: "pay", name: "Pay", description: "Salary and offers." },
    ])
    .returning();
  const [cat] = await db.insert(contentCategories).values({ slug: "job-search", name: "Job search" }).returning();
  const post = (slug: string, status: "published" | "draft" | "scheduled" | "unpublished", extra: Partial<typeof contentPosts.$inferInsert> = {}) => ({
    slug,
    title: slug.replace(/-/g, " "),
    excerpt: `About ${slug}`,
    bodyHtml: `<p>${slug} body</p>`,
    status,
    categoryId: cat!.id,
    authorId: dan!.id,
    ...extra,
  });
  const [live, draft, scheduled, gone] = await db
    .insert(contentPosts)
    .values([
      post("negotiate-your-offer", "published", {
        publishedAt: new Date("2026-02-01T12:00:00Z"),
        wordCount: 600,
        featureImage: IMAGE_KEY,
        featureImageAlt: "A handshake",
        primaryTagId: pay!.id,
        bodyHtml: '<p>Ask<script>alert(1)</script> <a href="jav&#x09;ascript:alert(1)">twice</a></p><img src="data:image/png;base64,AA" alt="x"><img src="/api/files/x.png" alt="chart" onerror="alert(1)">',
      }),
      post("draft-about-resumes", "draft"),
      post("scheduled-about-pay", "scheduled", { publishAt: FUTURE }),
      post("taken-down", "unpublished", { publishedAt: new Date("2026-01-01T12:00:00Z") }),
    ])
    .returning();
  // Byline order: Maya first although Dan is content_posts.author_id's older value.
  await db.insert(contentPostAuthors).values([
    { postId: live!.id, authorId: maya!.id, position: 0 },
    { postId: live!.id, authorId: dan!.id, position: 1 },
  ]);
  await db.insert(contentPostTags).values([
    { postId: live!.id, tagId: resume!.id },
    { postId: live!.id, tagId: pay!.id },
  ]);
  const page = (pageType: string, slug: string, status: "published" | "draft" | "scheduled" | "unpublished", extra: Partial<typeof contentPages.$inferInsert> = {}) => ({
    pageType,
    slug,
    title: `${slug} title`,
    description: `${slug} description`,
    bodyHtml: `<p>${slug}</p>`,
    status,
    ...extra,
  });
  const pages = await db
    .insert(contentPages)
    .values([
      page("static", "faq", "published"),
      page("static", "impact", "draft"),
      page("static", "about", "scheduled", { publishAt: FUTURE }),
      page("static", "privacy", "unpublished"),
      page("campaign", "interview-prep", "published", {
        fields: {
          sections: [
            { type: "hero", heading: "Ace the interview" },
            { type: "faq", heading: "Questions", items: [{ question: "Free?", answerHtml: '<p>Yes<script>alert(1)</script><img src="x" onerror="alert(1)"></p>' }] },
          ],
        },
      }),
    ])
    .returning({ id: contentPages.id, slug: contentPages.slug });
  await db.insert(contentRedirects).values([
    { kind: "post", fromSlug: "ask-for-more", toId: live!.id },
    { kind: "page:campaign", fromSlug: "interview-prep-lp", toId: pages.find((p) => p.slug === "interview-prep")!.id },
  ]);
  ids = { live: live!.id, draft: draft!.id, scheduled: scheduled!.id, gone: gone!.id, campaign: pages.find((p) => p.slug === "interview-prep")!.id };
}

beforeEach(async () => {
  invalidateContentCache();
  await getDb().execute(
    sql`truncate content_collections, content_pages, content_post_tags, content_post_authors, content_posts, content_authors, content_categories, content_tags, content_redirects, content_revisions`,
  );
  await fixtures();
});

afterEach(() => {
  delete process.env.CONTENT_API_TOKEN;
  delete process.env.CONTENT_PREVIEW_TOKEN;
  resetEnvCache();
  invalidateContentCache();
  vi.useRealTimers();
});

function usePreviewToken() {
  process.env.CONTENT_PREVIEW_TOKEN = PREVIEW_TOKEN;
  resetEnvCache();
}

describe("published only", () => {
  it("lists and retrieves only published pages and posts; drafts, scheduled and unpublished are 404", async () => {
    const pages = await json("/api/content/v2/pages/static");
    expect(pages.data.map((p: { slug: string }) => p.slug)).toEqual(["faq"]);
    expect(pages.data[0]).toMatchObject({ status: "published", url: "/faq" });
    for (const slug of ["impact", "about", "privacy"]) expect((await read(`/api/content/v2/pages/static/${slug}`)).status, slug).toBe(404);
    const posts = await json("/api/content/v2/posts");
    expect(posts.meta.count).toBe(1);
    expect(posts.data.map((p: { slug: string }) => p.slug)).toEqual(["negotiate-your-offer"]);
    for (const slug of ["draft-about-resumes", "scheduled-about-pay", "taken-down"]) expect((await read(`/api/content/v2/posts/${slug}`)).status, slug).toBe(404);
    const search = await json("/api/content/v2/search?query=about");
    expect(search.data.every((r: { status: string }) => r.status === "published")).toBe(true);
    expect(search.data.map((r: { slug: string }) => r.slug)).not.toContain("draft-about-resumes");
  });
});

describe("preview credential", () => {
  it("is refused when the server has no preview token, or with a wrong one", async () => {
    const off = await read(`/api/content/v2/posts?preview=1&auth_token=${PREVIEW_TOKEN}`);
    expect(off.status).toBe(401);
    expect((await off.json()).error.message).toBe(PREVIEW_MESSAGES.notConfigured);
    usePreviewToken();
    for (const token of ["", "wrong", `${PREVIEW_TOKEN}x`]) {
      const res = await read(`/api/content/v2/posts?preview=1&auth_token=${token}`);
      expect(res.status, token).toBe(401);
      expect((await res.json()).error.message).toBe(PREVIEW_MESSAGES.badToken);
    }
  });

  it("answers drafts and scheduled items marked with their status, never unpublished ones, privately", async () => {
    usePreviewToken();
    const q = `preview=1&auth_token=${PREVIEW_TOKEN}`;
    const res = await read(`/api/content/v2/posts?${q}`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const posts = await res.json();
    expect(Object.fromEntries(posts.data.map((p: { slug: string; status: string }) => [p.slug, p.status]))).toEqual({
      "negotiate-your-offer": "published",
      "draft-about-resumes": "draft",
      "scheduled-about-pay": "scheduled",
    });
    const scheduled = await json(`/api/content/v2/posts/scheduled-about-pay?${q}`);
    expect(scheduled.data).toMatchObject({ status: "scheduled", publish_at: FUTURE.toISOString(), published: null });
    expect((await read(`/api/content/v2/posts/taken-down?${q}`)).status).toBe(404);
    const pages = await json(`/api/content/v2/pages/static?${q}`);
    expect(Object.fromEntries(pages.data.map((p: { slug: string; status: string }) => [p.slug, p.status]))).toEqual({ faq: "published", impact: "draft", about: "scheduled" });
    expect((await json(`/api/content/v2/pages/static/impact?${q}`)).data).toMatchObject({ status: "draft", body: "<p>impact</p>" });
    const search = await json(`/api/content/v2/search?query=about&${q}`);
    expect(search.data.map((r: { slug: string }) => r.slug)).toContain("draft-about-resumes");
  });

  it("is the preview token only with preview=1, and works while CONTENT_API_TOKEN guards the rest", async () => {
    usePreviewToken();
    process.env.CONTENT_API_TOKEN = "api-token-abc";
    resetEnvCache();
    expect((await read(`/api/content/v2/posts?auth_token=${PREVIEW_TOKEN}`)).status).toBe(401);
    expect((await read("/api/content/v2/posts?preview=1&auth_token=api-token-abc")).status).toBe(401);
    expect((await read(`/api/content/v2/posts?preview=1&auth_token=${PREVIEW_TOKEN}`)).status).toBe(200);
    expect((await read("/api/content/v2/posts?auth_token=api-token-abc")).status).toBe(200);
  });
});

describe("posts", () => {
  it("carry ordered authors, tags with the primary tag, the feature image, reading time, status and URL", async () => {
    const { data } = await json("/api/content/v2/posts/negotiate-your-offer");
    expect(data).toMatchObject({
      id: ids.live,
      slug: "negotiate-your-offer",
      url: `/blog/post/negotiate-your-offer-${ids.live}`,
      status: "published",
      published: "2026-02-01T12:00:00.000Z",
      featured_image: `/api/files/${IMAGE_KEY}`,
      featured_image_alt: "A handshake",
      word_count: 600,
      reading_time_minutes: 3,
      primary_tag: { slug: "pay", name: "Pay", description: "Salary and offers." },
      category: { slug: "job-search" },
    });
    expect(data.authors.map((a: { slug: string; role: string }) => [a.slug, a.role])).toEqual([
      ["maya", "Career coach"],
      ["dan", "Recruiter"],
    ]);
    expect(data.author.slug).toBe("maya");
    expect(data.tags.map((t: { slug: string }) => t.slug)).toEqual(["pay", "resume"]);
    const list = await json("/api/content/v2/posts?author_slug=maya");
    expect(list.meta.count).toBe(1);
    expect(list.data[0].body).toBeUndefined();
  });

  it("are rendered sanitised even when the body reached the table unclean", async () => {
    const { data } = await json("/api/content/v2/posts/negotiate-your-offer");
    expect(data.body).toBe('<p>Ask twice</p><img src="/api/files/x.png" alt="chart" loading="lazy" />');
    const post = await getPost(getDb(), "negotiate-your-offer");
    expect(post!.body).not.toMatch(/<script|onerror|javascript:|data:/i);
  });

  it("are found by their URL slug; stale words and old slugs answer the post with a redirect hint", async () => {
    const canonical = blogPostSlug("negotiate-your-offer", ids.live);
    const byUrl = await json(`/api/content/v2/posts/${canonical}`);
    expect(byUrl.data.id).toBe(ids.live);
    expect(byUrl.meta).toBeUndefined();
    const stale = await json(`/api/content/v2/posts/how-to-negotiate-${ids.live}`);
    expect(stale.meta.redirect).toEqual({ from: `how-to-negotiate-${ids.live}`, to: "negotiate-your-offer", url: `/blog/post/${canonical}` });
    const old = await json("/api/content/v2/posts/ask-for-more");
    expect(old.data.id).toBe(ids.live);
    expect(old.meta.redirect).toMatchObject({ from: "ask-for-more", to: "negotiate-your-offer" });
    expect((await read(`/api/content/v2/posts/draft-${ids.draft}`)).status).toBe(404);
    expect((await read("/api/content/v2/posts/never-was")).status).toBe(404);
  });

  it("list authors with their role and tags with their description", async () => {
    expect((await json("/api/content/v2/authors")).data).toEqual([
      { slug: "dan", name: "Dan Okafor", role: "Recruiter", bio: "", avatar_url: null },
      { slug: "maya", name: "Maya Ortiz", role: "Career coach", bio: "", avatar_url: null },
    ]);
    expect((await json("/api/content/v2/tags/pay")).data).toEqual({ slug: "pay", name: "Pay", description: "Salary and offers." });
    expect((await json("/api/content/v2/categories/job-search")).data).toEqual({ slug: "job-search", name: "Job search", description: "" });
    expect((await json("/api/content/v2/categories")).data).toHaveLength(1);
    for (const path of ["tags/none", "authors/none", "categories/none", "tags/pay/x"]) expect((await read(`/api/content/v2/${path}`)).status, path).toBe(404);
  });
});

describe("pages", () => {
  it("answer an old campaign slug with the page and a redirect hint, and sanitise its sections", async () => {
    const old = await json("/api/content/v2/pages/campaign/interview-prep-lp");
    expect(old.meta.redirect).toEqual({ from: "interview-prep-lp", to: "interview-prep", url: "/campaign/interview-prep" });
    const faq = old.data.fields.sections[1];
    expect(faq.items[0].answerHtml).toBe("<p>Yes</p>");
    expect((await read("/api/content/v2/pages/static/interview-prep-lp")).status).toBe(404);
    await getDb().update(contentPages).set({ status: "unpublished" }).where(eq(contentPages.id, ids.campaign));
    invalidateContentCache();
    expect((await read("/api/content/v2/pages/campaign/interview-prep-lp")).status).toBe(404);
  });

  it("sanitise a page body that reached the table unclean", async () => {
    await getDb()
      .update(contentPages)
      .set({ bodyHtml: '<p onclick="x()">Hi<script>alert(1)</script><iframe src="https://evil.example/x"></iframe><svg onload="alert(1)"></svg></p><iframe src="https://www.youtube.com/embed/abc"></iframe>' })
      .where(eq(contentPages.slug, "faq"));
    invalidateContentCache();
    const { data } = await json("/api/content/v2/pages/static/faq");
    expect(data.body).toBe('<p>Hi</p><iframe src="https://www.youtube.com/embed/abc" title="Embedded video" allowfullscreen loading="lazy"></iframe>');
  });

  it("show a scheduled publish made by the worker (another process) once it is due, without waiting for the cache", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await getPage(getDb(), "static", "about")).toBeNull();
    // The worker flips the row; its cache clearing happens in its own process, not here.
    await getDb().update(contentPages).set({ status: "published" }).where(eq(contentPages.slug, "about"));
    expect(await getPage(getDb(), "static", "about")).toBeNull();
    vi.setSystemTime(FUTURE.getTime() + 1000);
    expect((await getPage(getDb(), "static", "about"))?.title).toBe("about title");
  });
});

describe("feeds", () => {
  it("answer the blog as RSS, Atom and a sitemap of published posts only", async () => {
    expect((await json("/api/content/v2/feeds")).data.map((f: { kind: string }) => f.kind)).toEqual(["rss", "atom", "sitemap"]);
    const rss: string = (await json("/api/content/v2/feeds/rss")).data;
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss).toContain("<title>negotiate your offer</title>");
    expect(rss).toContain(`<link>http://localhost:3000/blog/post/negotiate-your-offer-${ids.live}</link>`);
    expect(rss).toContain("<dc:creator>Maya Ortiz</dc:creator><dc:creator>Dan Okafor</dc:creator>");
    expect(rss).not.toMatch(/draft-about-resumes|scheduled-about-pay|taken-down/);
    const atom: string = (await json("/api/content/v2/feeds/atom")).data;
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom.match(/<entry>/g)).toHaveLength(1);
    const sitemap: string = (await json("/api/content/v2/feeds/sitemap")).data;
    expect(sitemap).toContain(`<loc>http://localhost:3000/blog/post/negotiate-your-offer-${ids.live}</loc>`);
    expect((await read("/api/content/v2/feeds/json")).status).toBe(404);
  });

  it("leave drafts out even with the preview credential", async () => {
    usePreviewToken();
    const rss: string = (await json(`/api/content/v2/feeds/rss?preview=1&auth_token=${PREVIEW_TOKEN}`)).data;
    expect(rss).not.toContain("draft-about-resumes");
  });
});
