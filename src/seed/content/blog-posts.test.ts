import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sanitizeRichHtml } from "@/features/content/server/sanitize";
import { authorInputSchema, postInputSchema, SEO_LIMITS, tagInputSchema } from "@/features/content-editor/schemas";
import { readingMinutes } from "@/features/blog/types";
import { slugify } from "@/lib/slugify";
import { routeExists } from "@/testing/app-routes";
import { blogCoverPath, SEED_AUTHORS, SEED_TAGS } from "./blog";
import { SEED_POSTS } from "./posts/all-posts";
import { countWords } from "@/lib/word-count";

/*
 * The seeded blog's content contract (issue 18): enough real posts across the topics, each one whole
 * (title, excerpt, description, body with sections, byline, tags, cover) and written so the sanitiser
 * keeps every character, with links only to routes that exist.
 */
const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../public");

describe("seeded blog posts", () => {
  it("has at least 30 posts with distinct titles and slugs, 5+ authors and 8-12 tags", () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEED_POSTS.map((p) => slugify(p.title))).size).toBe(SEED_POSTS.length);
    expect(SEED_AUTHORS.length).toBeGreaterThanOrEqual(5);
    expect(SEED_TAGS.length).toBeGreaterThanOrEqual(8);
    expect(SEED_TAGS.length).toBeLessThanOrEqual(12);
    for (const t of SEED_TAGS) expect(t.description, t.slug).toMatch(/^[A-Z].{20,200}\.$/);
    for (const a of SEED_AUTHORS) expect([a.role.length > 5, a.bio.length > 40], a.slug).toEqual([true, true]);
  });

  it("writes for every topic: each tag is some post's primary tag, and every author has posts", () => {
    expect(new Set(SEED_POSTS.map((p) => p.primaryTag)).size).toBeGreaterThanOrEqual(8);
    for (const a of SEED_AUTHORS) expect(SEED_POSTS.filter((p) => p.authors.includes(a.slug)).length, a.slug).toBeGreaterThanOrEqual(2);
  });

  it.each(SEED_POSTS.map((p) => [p.title, p] as const))("%s: a whole post", (_title, post) => {
    expect(post.excerpt.length).toBeGreaterThan(40);
    expect(post.excerpt.length).toBeLessThanOrEqual(300);
    expect(post.description.length).toBeGreaterThan(50);
    expect(post.description.length).toBeLessThanOrEqual(SEO_LIMITS.description);
    expect(post.authors.length).toBeGreaterThanOrEqual(1);
    expect(post.authors.length).toBeLessThanOrEqual(2);
    expect(new Set(post.authors).size).toBe(post.authors.length);
    const tags = [post.primaryTag, ...post.tags];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeLessThanOrEqual(4);
    expect(new Set(tags).size).toBe(tags.length);
    expect(post.publishedAt.getTime()).toBeLessThan(Date.parse("2026-11-26T00:00:00Z"));
  });

  it.each(SEED_POSTS.map((p) => [p.title, p] as const))("%s: a body the sanitiser keeps as written", (_title, post) => {
    expect(sanitizeRichHtml(post.bodyHtml)).toBe(post.bodyHtml);
    expect(post.bodyHtml).not.toMatch(/<h1/i);
    expect(post.bodyHtml.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(post.bodyHtml).toMatch(/<(ul|ol)>/);
    const words = countWords(post.bodyHtml);
    expect(words).toBeGreaterThanOrEqual(450);
    expect(words).toBeLessThanOrEqual(900);
    expect(readingMinutes(words)).toBeGreaterThanOrEqual(2);
    expect(readingMinutes(words)).toBeLessThanOrEqual(4);
    for (const [, href] of post.bodyHtml.matchAll(/href="([^"]*)"/g)) {
      if (href!.startsWith("/")) expect(routeExists(href!.split("?")[0]!), href).toBe(true);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  it.each(SEED_POSTS.map((p) => [p.title, p] as const))("%s: saves unchanged in the editor (its form's schema accepts it)", (_title, post) => {
    // Ids stand in for the rows the seed links; the schema checks their shape and the primary tag rule.
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    const tagIds = [post.primaryTag, ...post.tags].map((t) => id(SEED_TAGS.findIndex((s) => s.slug === t)));
    const parsed = postInputSchema.safeParse({
      title: post.title,
      slug: slugify(post.title),
      excerpt: post.excerpt,
      bodyHtml: post.bodyHtml,
      featureImage: blogCoverPath(post.primaryTag),
      featureImageAlt: SEED_TAGS.find((t) => t.slug === post.primaryTag)!.imageAlt,
      authorIds: post.authors.map((a) => id(100 + SEED_AUTHORS.findIndex((s) => s.slug === a))),
      tagIds,
      primaryTagId: tagIds[0],
      seo: { description: post.description },
      publishing: { status: "published" },
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("gives authors and tags values their editor forms accept", () => {
    for (const a of SEED_AUTHORS) expect(authorInputSchema.safeParse({ name: a.name, slug: a.slug, role: a.role, bio: a.bio }).error?.issues ?? [], a.slug).toEqual([]);
    for (const t of SEED_TAGS) expect(tagInputSchema.safeParse({ name: t.name, slug: t.slug, description: t.description }).error?.issues ?? [], t.slug).toEqual([]);
  });

  it("has a cover image under public/ for every tag, each a PNG under 60 kB", () => {
    for (const t of SEED_TAGS) {
      const file = path.join(PUBLIC_DIR, blogCoverPath(t.slug));
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
      expect(t.imageAlt.length).toBeGreaterThan(30);
    }
  });
});

describe("countWords", () => {
  it("counts the words of the text, not the markup", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("<p>One two</p><h2>Three</h2><ul><li>four &amp; five</li></ul>")).toBe(5);
    expect(countWords("<p>It&rsquo;s 9&nbsp;a.m. - go</p>")).toBe(4);
  });
});
