import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { candidatePreferences, candidateProfiles, jobAlerts } from "@/db/schema";
import { createUser } from "@/testing/factories";
import { renderPageOutcome } from "@/testing/pages";
import { clearBlog, makeAuthors, makePosts, makeRedirect, makeTags } from "./blog.testing";
import { blogPicksFor } from "./server/interest-picks";

/*
 * The blog's routes as Next runs them: the page rule (1 and non-numbers redirect 308 to the URL
 * without the segment, past the end 404), old tag and author slugs (308), post slugs (stale words
 * 308 to the canonical slug; unknown, draft or malformed 404), the post's head, and the dashboard's
 * picks for a candidate's interests.
 */
vi.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }) }));

type PageComponent = (props: never) => unknown;
const pages: Record<string, PageComponent> = {};
let ids: Map<string, string>;
let tagIds: Map<string, string>;
let authorIds: Map<string, string>;

beforeAll(async () => {
  const db = getDb();
  await clearBlog(db);
  authorIds = await makeAuthors(db, [
    { slug: "ada", name: "Ada Writer", role: "Career coach", bio: "Ada coaches people into new careers." },
    { slug: "ben", name: "Ben Author" },
  ]);
  tagIds = await makeTags(db, [
    { slug: "resume", name: "Resumes" },
    { slug: "remote-work", name: "Remote work" },
    { slug: "job-search", name: "Job search" },
  ]);
  ids = await makePosts(db, { authors: authorIds, tags: tagIds }, [
    ...Array.from({ length: 13 }, (_, i) => ({ title: `Resume tip ${i + 1}`, daysAgo: 5 + i, tags: ["resume"], primaryTag: "resume", authors: ["ada"] })),
    { title: "Working from home well", daysAgo: 1, tags: ["remote-work"], primaryTag: "remote-work", authors: ["ben", "ada"], body: "<p>Set up a quiet desk.</p>", words: 900 },
    { title: "Hidden draft", status: "draft", tags: ["remote-work"], authors: ["ben"] },
  ]);
  await makeRedirect(db, "tag", "cvs", tagIds.get("resume")!);
  await makeRedirect(db, "author", "ada-old", authorIds.get("ada")!);
  const load = async (path: string) => (await import(`@/app/(public)/${path}/page`)).default as PageComponent;
  pages.feed = await load("blog-feed");
  pages.feedPage = await load("blog-feed/[page]");
  pages.search = await load("blog-feed/search");
  pages.tag = await load("blog/tag/[tag]");
  pages.tagPage = await load("blog/tag/[tag]/[page]");
  pages.author = await load("blog/author/[author]");
  pages.authorPage = await load("blog/author/[author]/[page]");
  pages.post = await load("blog/post/[slug]");
}, 60_000);

/** Where a page sent the request and with which status ("308"), or its outcome. */
async function outcome(page: PageComponent, params: Record<string, string>, searchParams: Record<string, string> = {}): Promise<string> {
  try {
    return (await renderPageOutcome(page, params, searchParams)).outcome;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.startsWith("NEXT_REDIRECT;")) {
      const [, , to, status] = digest.split(";");
      return `${status} ${to}`;
    }
    throw error;
  }
}

const postPath = (title: string, words: string) => `${words}-${ids.get(title)!}`;

describe("blog pages", () => {
  it("omit page 1 and non-numbers from the feed's URL, and 404 past the end", async () => {
    expect(await outcome(pages.feed!, {})).toBe("ok");
    expect(await outcome(pages.feedPage!, { page: "2" })).toBe("ok");
    expect(await outcome(pages.feedPage!, { page: "1" })).toBe("308 /blog-feed");
    expect(await outcome(pages.feedPage!, { page: "abc" })).toBe("308 /blog-feed");
    expect(await outcome(pages.feedPage!, { page: "0" })).toBe("308 /blog-feed");
    expect(await outcome(pages.feedPage!, { page: "3" })).toBe("404");
  });

  it("serve tag pages, follow an old tag slug, and 404 an unknown tag", async () => {
    const { text } = await renderPageOutcome(pages.tag!, { tag: "resume" });
    expect(text).toContain("Resume tip 1");
    expect(text).not.toContain("Working from home well");
    expect(await outcome(pages.tagPage!, { tag: "resume", page: "2" })).toBe("ok");
    expect(await outcome(pages.tagPage!, { tag: "resume", page: "1" })).toBe("308 /blog/tag/resume");
    expect(await outcome(pages.tagPage!, { tag: "resume", page: "x" })).toBe("308 /blog/tag/resume");
    expect(await outcome(pages.tagPage!, { tag: "resume", page: "3" })).toBe("404");
    expect(await outcome(pages.tag!, { tag: "cvs" })).toBe("308 /blog/tag/resume");
    expect(await outcome(pages.tagPage!, { tag: "cvs", page: "2" })).toBe("308 /blog/tag/resume/2");
    expect(await outcome(pages.tag!, { tag: "nothing-here" })).toBe("404");
  });

  it("serve author pages with who they are, follow an old slug, and 404 an unknown author", async () => {
    const { outcome: ok, text } = await renderPageOutcome(pages.author!, { author: "ada" });
    expect(ok).toBe("ok");
    expect(text).toContain("Ada coaches people into new careers.");
    expect(text).toContain("Career coach");
    expect(await outcome(pages.author!, { author: "ada-old" })).toBe("308 /blog/author/ada");
    expect(await outcome(pages.authorPage!, { author: "ada", page: "1" })).toBe("308 /blog/author/ada");
    expect(await outcome(pages.authorPage!, { author: "ben", page: "2" })).toBe("404");
    expect(await outcome(pages.author!, { author: "nobody" })).toBe("404");
  });

  it("serve a post at its slug, redirect stale words, and 404 an unknown, draft or malformed one", async () => {
    const { outcome: ok, text } = await renderPageOutcome(pages.post!, { slug: postPath("Working from home well", "working-from-home-well") });
    expect(ok).toBe("ok");
    expect(text).toContain("Set up a quiet desk.");
    expect(text).toContain('\\"@type\\":\\"BlogPosting\\"');
    const canonical = `/blog/post/${postPath("Working from home well", "working-from-home-well")}`;
    expect(await outcome(pages.post!, { slug: postPath("Working from home well", "old-words") })).toBe(`308 ${canonical}`);
    expect(await outcome(pages.post!, { slug: ids.get("Working from home well")! })).toBe(`308 ${canonical}`);
    expect(await outcome(pages.post!, { slug: postPath("Hidden draft", "hidden-draft") })).toBe("404");
    expect(await outcome(pages.post!, { slug: "working-from-home-well-00000000-0000-4000-8000-000000000000" })).toBe("404");
    expect(await outcome(pages.post!, { slug: "working-from-home-well" })).toBe("404");
  });

  it("give a post its canonical URL, article Open Graph tags and the blog's RSS channel", async () => {
    const { blogPostPageMetadata } = await import("./components/pages/post-page");
    const meta = await blogPostPageMetadata(postPath("Working from home well", "working-from-home-well"));
    expect(meta.alternates?.canonical).toBe(`/blog/post/${postPath("Working from home well", "working-from-home-well")}`);
    expect(meta.alternates?.types).toEqual({ "application/rss+xml": [{ url: "/rss/blog", title: "Upstep blog" }] });
    expect(meta.description).toBe("About working from home well.");
    expect(meta.openGraph).toMatchObject({ type: "article", tags: ["Remote work"], images: [{ url: expect.stringMatching(/^https?:\/\/.+\/images\/blog\/resume\.png$/), alt: "Illustration for Working from home well" }] });
    expect((meta.openGraph as { authors: string[] }).authors).toEqual([expect.stringMatching(/\/blog\/author\/ben$/), expect.stringMatching(/\/blog\/author\/ada$/)]);
  });

  it("search published posts, and show the topics without a query", async () => {
    const found = await renderPageOutcome(pages.search!, {}, { q: "quiet desk" });
    expect(found.text).toContain("Working from home well");
    const draft = await renderPageOutcome(pages.search!, {}, { q: "hidden draft" });
    expect(draft.text).toContain("No posts match");
    const empty = await renderPageOutcome(pages.search!, {}, {});
    expect(empty.text).toContain("Popular topics");
  });
});

describe("the dashboard's picks", () => {
  it("puts posts on the person's interests first, says why, and fills up with the newest", async () => {
    const db = getDb();
    const remote = await createUser();
    await db.insert(candidateProfiles).values({ userId: remote.id, remoteOnly: true });
    await db.insert(jobAlerts).values({ userId: remote.id, name: "Remote support", keywords: "customer support" });
    const picks = await blogPicksFor(db, remote.id);
    // job-search has no published post, so it is not named as an interest.
    expect(picks.interests.map((i) => [i.tag.slug, i.because])).toEqual([["remote-work", "you want remote work"]]);
    expect(picks.posts.map((p) => p.title).slice(0, 2)).toEqual(["Working from home well", "Resume tip 1"]);
    expect(picks.posts).toHaveLength(12);

    const blank = await createUser();
    await db.insert(candidatePreferences).values({ userId: blank.id, desiredTitles: ["Resume writer"] });
    const other = await blogPicksFor(db, blank.id);
    expect(other.interests.map((i) => i.tag.slug)).toEqual(["resume"]);
    expect(other.posts[0]!.title).toBe("Resume tip 1");
  });
});
