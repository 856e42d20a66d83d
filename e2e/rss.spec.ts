import { XMLParser } from "fast-xml-parser";
import { expect, test } from "./support/test";

/*
 * Issue 18 part 2 (decision 048): the three RSS channels answer application/rss+xml and parse as
 * RSS 2.0 with their own self link; /rss carries jobs and posts (each kind keeps at least half the
 * items when it has them). A page's head links /rss (blog pages their own channel).
 */
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });

test.describe("RSS", () => {
  for (const path of ["/rss", "/rss/jobs", "/rss/blog"]) {
    test(`${path} is RSS 2.0 with items and its own self link`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const rss = parser.parse(await res.text()).rss;
      expect(rss["@_version"]).toBe("2.0");
      expect(new URL(rss.channel["atom:link"]["@_href"]).pathname).toBe(path);
      const items = rss.channel.item as { link: string; guid: { "#text": string } }[];
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.guid["#text"])).size).toBe(items.length);
      const posts = items.filter((i) => new URL(i.link).pathname.startsWith("/blog/post/")).length;
      const jobs = items.filter((i) => new URL(i.link).pathname.startsWith("/jobs/")).length;
      if (path === "/rss/jobs") expect(posts).toBe(0);
      if (path === "/rss/blog") expect(jobs).toBe(0);
      if (path !== "/rss/jobs") expect(posts).toBeGreaterThan(0);
    });
  }

  test("a blog post from /rss/blog opens, and the page head links /rss", async ({ page, request }) => {
    await page.goto("/about");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/rss$/);
    const rss = parser.parse(await (await request.get("/rss/blog")).text()).rss;
    const first = (rss.channel.item as { link: string; title: string }[])[0]!;
    const res = await page.goto(new URL(first.link).pathname);
    expect(res?.status()).toBe(200);
  });
});
