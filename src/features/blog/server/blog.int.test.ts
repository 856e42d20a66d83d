import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { clearBlog, makeAuthors, makePosts, makeRedirect, makeTags } from "../blog.testing";
import { findBlogAuthor, findBlogTag, getPublishedBlogPost, listBlogPosts, listBlogSitemapPaths, listBlogTagCounts, listPostsByTags, listRelatedBlogPosts, searchBlogPosts } from "./queries";

/*
 * The blog's reads on a real database: 17 published posts (so the feed has two pages of 12), and a
 * draft, a scheduled and an unpublished post that must never show anywhere.
 */
let posts: Map<string, string>;
let tags: Map<string, string>;
let authors: Map<string, string>;

const GENERIC = Array.from({ length: 14 }, (_, i) => ({ title: `Resume tip ${String(i + 1).padStart(2, "0")}`, daysAgo: 10 + i, tags: ["resume"], primaryTag: "resume", authors: ["ada"] }));

beforeAll(async () => {
  const db = getDb();
  await clearBlog(db);
  authors = await makeAuthors(db, [
    { slug: "ada", name: "Ada Writer", role: "Career coach", bio: "Ada coaches people into new careers." },
    { slug: "ben", name: "Ben Author", role: "Recruiter" },
    { slug: "cy", name: "Cy Quiet" },
  ]);
  tags = await makeTags(db, [
    { slug: "resume", name: "Resumes" },
    { slug: "interviews", name: "Interviews", description: "Preparing for interviews." },
    { slug: "remote-work", name: "Remote work" },
    { slug: "salary", name: "Salary" },
    { slug: "unused", name: "Unused" },
  ]);
  const ids = { authors, tags };
  posts = await makePosts(db, ids, [
    ...GENERIC,
    {
      title: "Remote interview checklist",
      daysAgo: 1,
      tags: ["interviews", "remote-work"],
      primaryTag: "interviews",
      authors: ["ben", "ada"],
      body: "<p>Good lighting and a quiet room for the video call.</p><script>alert(1)</script>",
      words: 276,
    },
    { title: "Salary talk", daysAgo: 2, tags: ["salary", "interviews"], primaryTag: "salary", authors: ["ben"], words: 1100, body: "<p>When they ask about salary expectations, give a range.</p>" },
    { title: "Negotiation in the interview", excerpt: "Salary negotiation during the interview itself.", daysAgo: 30, tags: ["salary", "interviews"], primaryTag: "salary", authors: ["ada"], featureImage: null },
    { title: "Draft secret", status: "draft", tags: ["interviews"], authors: ["ben"], body: "<p>zebra lighting</p>" },
    { title: "Scheduled secret", status: "scheduled", daysAgo: -2, tags: ["interviews"], authors: ["ben"], body: "<p>zebra lighting</p>" },
    { title: "Unpublished secret", status: "unpublished", daysAgo: 3, tags: ["interviews"], authors: ["cy"], body: "<p>zebra lighting</p>" },
  ]);
});

const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe("the feed", () => {
  it("lists published posts newest first, 12 a page, and never a draft, scheduled or unpublished post", async () => {
    const first = await listBlogPosts(getDb(), { page: 1 });
    expect(first).toMatchObject({ total: 17, page: 1, pageCount: 2 });
    expect(titles(first.posts)).toHaveLength(12);
    expect(titles(first.posts).slice(0, 3)).toEqual(["Remote interview checklist", "Salary talk", "Resume tip 01"]);
    const second = await listBlogPosts(getDb(), { page: 2 });
    expect(titles(second.posts)).toEqual(["Resume tip 11", "Resume tip 12", "Resume tip 13", "Resume tip 14", "Negotiation in the interview"]);
    const all = [...titles(first.posts), ...titles(second.posts)];
    expect(all.filter((t) => t.includes("secret"))).toEqual([]);
    expect(new Set(all).size).toBe(17);
    expect((await listBlogPosts(getDb(), { page: 3 })).posts).toEqual([]);
  });

  it("gives each card its URL, authors in byline order, primary tag, image and reading time", async () => {
    const { posts: page } = await listBlogPosts(getDb(), { page: 1 });
    const remote = page.find((p) => p.title === "Remote interview checklist")!;
    const id = posts.get("Remote interview checklist")!;
    expect(remote).toMatchObject({
      id,
      path: `/blog/post/remote-interview-checklist-${id}`,
      primaryTag: { slug: "interviews", name: "Interviews" },
      featureImage: "/images/blog/resume.png",
      featureImageAlt: "Illustration for Remote interview checklist",
      readingMinutes: 2,
    });
    expect(remote.authors.map((a) => [a.slug, a.name, a.role])).toEqual([
      ["ben", "Ben Author", "Recruiter"],
      ["ada", "Ada Writer", "Career coach"],
    ]);
    expect(page.find((p) => p.title === "Salary talk")!.readingMinutes).toBe(4);
    expect(page.find((p) => p.title === "Resume tip 01")!.readingMinutes).toBe(2);
  });

  it("filters by tag and by author (lead or co-author)", async () => {
    const interviews = await listBlogPosts(getDb(), { page: 1, tagId: tags.get("interviews") });
    expect(titles(interviews.posts)).toEqual(["Remote interview checklist", "Salary talk", "Negotiation in the interview"]);
    expect(interviews).toMatchObject({ total: 3, pageCount: 1 });
    const ben = await listBlogPosts(getDb(), { page: 1, authorId: authors.get("ben") });
    expect(titles(ben.posts)).toEqual(["Remote interview checklist", "Salary talk"]);
    const ada = await listBlogPosts(getDb(), { page: 1, authorId: authors.get("ada") });
    expect(ada.total).toBe(16);
    expect(ada.posts[0]!.title).toBe("Remote interview checklist");
    const cy = await listBlogPosts(getDb(), { page: 1, authorId: authors.get("cy") });
    expect(cy).toMatchObject({ total: 0, posts: [], pageCount: 1 });
  });

  it("counts published posts per tag, most used first, leaving out tags with none", async () => {
    const counts = await listBlogTagCounts(getDb());
    expect(counts.map((t) => [t.slug, t.count])).toEqual([
      ["resume", 14],
      ["interviews", 3],
      ["salary", 2],
      ["remote-work", 1],
    ]);
  });
});

describe("search", () => {
  it("finds published posts by their words, best first, with websearch syntax", async () => {
    expect(titles((await searchBlogPosts(getDb(), "lighting")).posts)).toEqual(["Remote interview checklist"]);
    expect(titles((await searchBlogPosts(getDb(), "salary")).posts)).toEqual(["Salary talk", "Negotiation in the interview"]);
    expect(titles((await searchBlogPosts(getDb(), "interview -salary")).posts)).toEqual(["Remote interview checklist"]);
    expect(titles((await searchBlogPosts(getDb(), '"salary expectations"')).posts)).toEqual(["Salary talk"]);
    expect(await searchBlogPosts(getDb(), "zebra")).toEqual({ posts: [], total: 0 });
    expect(await searchBlogPosts(getDb(), "   ")).toEqual({ posts: [], total: 0 });
  });

  it("says how many matched when it lists fewer", async () => {
    const result = await searchBlogPosts(getDb(), "resume tip", 5);
    expect(result.posts).toHaveLength(5);
    expect(result.total).toBe(14);
  });
});

describe("a post", () => {
  it("reads a published post with its tags and a sanitised body", async () => {
    const post = (await getPublishedBlogPost(getDb(), posts.get("Remote interview checklist")!))!;
    expect(post.bodyHtml).toContain("Good lighting");
    expect(post.bodyHtml).not.toContain("<script");
    expect(post.tags.map((t) => t.slug)).toEqual(["interviews", "remote-work"]);
    expect(post.description).toBe("About remote interview checklist.");
  });

  it("is null when it is a draft, scheduled, unpublished or unknown", async () => {
    for (const title of ["Draft secret", "Scheduled secret", "Unpublished secret"]) expect(await getPublishedBlogPost(getDb(), posts.get(title)!)).toBeNull();
    expect(await getPublishedBlogPost(getDb(), "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("has three related posts: sharing the most tags first, then the newest", async () => {
    const related = await listRelatedBlogPosts(getDb(), posts.get("Salary talk")!);
    // Negotiation shares both tags (older), the checklist one; then the newest post.
    expect(titles(related)).toEqual(["Negotiation in the interview", "Remote interview checklist", "Resume tip 01"]);
    const forTip = await listRelatedBlogPosts(getDb(), posts.get("Resume tip 05")!);
    expect(titles(forTip)).toEqual(["Resume tip 01", "Resume tip 02", "Resume tip 03"]);
  });

  it("with no tags to share (a person without interests), lists the newest posts", async () => {
    const newest = await listBlogPosts(getDb(), { page: 1 });
    const picks = await listPostsByTags(getDb(), [], { limit: 3 });
    expect(titles(picks)).toEqual(titles(newest.posts.slice(0, 3)));
    expect(picks.every((p) => p.sharedTags === 0)).toBe(true);
  });
});

describe("tag and author slugs", () => {
  it("finds a tag, follows an old slug to the current one, and knows nothing else", async () => {
    expect(await findBlogTag(getDb(), "interviews")).toMatchObject({ found: { slug: "interviews", name: "Interviews", description: "Preparing for interviews." } });
    await makeRedirect(getDb(), "tag", "interview-tips", tags.get("interviews")!);
    expect(await findBlogTag(getDb(), "interview-tips")).toEqual({ redirectTo: "interviews" });
    // An author's old slug is not a tag's.
    await makeRedirect(getDb(), "author", "ada-w", authors.get("ada")!);
    expect(await findBlogTag(getDb(), "ada-w")).toBeNull();
    expect(await findBlogTag(getDb(), "nope")).toBeNull();
  });

  it("finds an author, follows an old slug, and knows nothing else", async () => {
    expect(await findBlogAuthor(getDb(), "ada")).toMatchObject({ found: { slug: "ada", name: "Ada Writer", role: "Career coach", bio: "Ada coaches people into new careers." } });
    await makeRedirect(getDb(), "author", "ada-old", authors.get("ada")!);
    expect(await findBlogAuthor(getDb(), "ada-old")).toEqual({ redirectTo: "ada" });
    expect(await findBlogAuthor(getDb(), "interviews")).toBeNull();
  });
});

describe("the sitemap's paths", () => {
  it("are the feed, the published posts, and the tags and authors with published posts", async () => {
    const paths = (await listBlogSitemapPaths(getDb())).map((p) => p.path);
    expect(paths[0]).toBe("/blog-feed");
    expect(paths).toContain(`/blog/post/salary-talk-${posts.get("Salary talk")}`);
    expect(paths.filter((p) => p.startsWith("/blog/post/"))).toHaveLength(17);
    expect(paths.filter((p) => p.startsWith("/blog/tag/"))).toEqual(["/blog/tag/interviews", "/blog/tag/remote-work", "/blog/tag/resume", "/blog/tag/salary"]);
    expect(paths.filter((p) => p.startsWith("/blog/author/"))).toEqual(["/blog/author/ada", "/blog/author/ben"]);
    for (const p of await listBlogSitemapPaths(getDb())) expect(p.updatedAt).toBeInstanceOf(Date);
  });
});
