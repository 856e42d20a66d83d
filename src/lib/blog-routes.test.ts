import { describe, expect, it } from "vitest";
import { blogAuthorPath, blogFeedPath, blogPostPath, blogPostSlug, blogSearchPath, blogTagPath, parseBlogPage, parseBlogPostSlug } from "./blog-routes";

const ID = "0F8fAD5b-d9cb-469f-a165-70867728950e";
const id = ID.toLowerCase();

describe("blog routes (spec 2.7)", () => {
  it("omit page 1 and anything that is not a page", () => {
    expect(blogFeedPath()).toBe("/blog-feed");
    expect(blogFeedPath(1)).toBe("/blog-feed");
    expect(blogFeedPath(0)).toBe("/blog-feed");
    expect(blogFeedPath(2.5)).toBe("/blog-feed");
    expect(blogFeedPath(3)).toBe("/blog-feed/3");
    expect(blogTagPath("resumes", 1)).toBe("/blog/tag/resumes");
    expect(blogTagPath("resumes", 2)).toBe("/blog/tag/resumes/2");
    expect(blogAuthorPath("maya-chen")).toBe("/blog/author/maya-chen");
    expect(blogAuthorPath("maya-chen", 4)).toBe("/blog/author/maya-chen/4");
    expect(blogSearchPath("  salary negotiation ")).toBe("/blog-feed/search?q=salary+negotiation");
    expect(blogSearchPath("")).toBe("/blog-feed/search");
  });

  it("parse a page segment: >= 2 is a page, 1 and non-numbers are page 1 without the segment", () => {
    expect(parseBlogPage(undefined)).toEqual({ page: 1, canonical: true });
    expect(parseBlogPage("2")).toEqual({ page: 2, canonical: true });
    expect(parseBlogPage("1")).toEqual({ page: 1, canonical: false });
    expect(parseBlogPage("0")).toEqual({ page: 1, canonical: false });
    expect(parseBlogPage("-3")).toEqual({ page: 1, canonical: false });
    expect(parseBlogPage("02")).toEqual({ page: 1, canonical: false });
    expect(parseBlogPage("page")).toEqual({ page: 1, canonical: false });
    expect(parseBlogPage("9999999")).toEqual({ page: 1, canonical: false });
  });

  it("make a post's slug from its title's lower-cased words and its 36-character id", () => {
    expect(blogPostSlug("How to Ask for a Raise (and Get It)", ID)).toBe(`how-to-ask-for-a-raise-and-get-it-${id}`);
    expect(blogPostSlug("Résumé tips: 10 do's & don'ts", id)).toBe(`resume-tips-10-do-s-and-don-ts-${id}`);
    expect(blogPostSlug("!!!", id)).toBe(id);
    expect(blogPostPath("Remote work", id)).toBe(`/blog/post/remote-work-${id}`);
  });

  it("read the id back from a slug, stale words or not, and refuse one without an id", () => {
    expect(parseBlogPostSlug(`how-to-ask-for-a-raise-${id}`)).toEqual({ id });
    expect(parseBlogPostSlug(`old-title-words-${ID}`)).toEqual({ id });
    expect(parseBlogPostSlug(id)).toEqual({ id });
    expect(parseBlogPostSlug("how-to-ask-for-a-raise")).toBeNull();
    expect(parseBlogPostSlug(`words${id}`)).toBeNull();
    expect(parseBlogPostSlug(`words-${id.slice(1)}`)).toBeNull();
  });
});
