import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentAuthors, contentPostAuthors, contentPosts, contentPostTags, contentTags, featureFlags } from "@/db/schema";
import { runContentSchedule } from "@/features/content/server/schedule";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { callRoute } from "@/testing/http";
import { buildRssChannel, type RssChannel } from "./rss";


/*
 * The RSS channels (issue 18 part 2, decision 048): /rss merges the newest jobs and posts by date,
 * /rss/jobs and /rss/blog carry one kind each. Parsed with a real XML parser and checked against the
 * W3C feed validator's rules; only published posts appear, and a scheduled one once the queue's job
 * has published it.
 */
const BASE = "https://upstep.example";
const DAY = 86_400_000;
const NOW = Date.now();
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["item", "dc:creator", "category"].includes(name) });
const db = () => getDb();

type Item = { title: string; link: string; guid: { "#text": string; "@_isPermaLink": string }; pubDate: string; description: string; "dc:creator"?: string[]; category?: string[]; "media:content"?: { "@_url": string } };

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The W3C feed validator's rules this feed could break, checked on the document as served. */
function expectValidRss(xml: string, selfUrl: string): Item[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // No empty elements (an empty <description></description> or <dc:creator/> is an error).
  expect(xml).not.toMatch(/<([\w:]+)(\s[^>]*)?>\s*<\/\1>/);
  const rss = parser.parse(xml).rss;
  expect(rss["@_version"]).toBe("2.0");
  const channel = rss.channel;
  for (const key of ["title", "link", "description", "language"]) expect(String(channel[key] ?? "").trim(), key).not.toBe("");
  expect(channel.link).toMatch(/^https:\/\/upstep\.example\//);
  expect(channel.lastBuildDate).toMatch(RFC822);
  expect(channel["atom:link"]).toMatchObject({ "@_href": selfUrl, "@_rel": "self", "@_type": "application/rss+xml" });
  const items = (channel.item ?? []) as Item[];
  const guids = items.map((i) => i.guid["#text"]);
  expect(new Set(guids).size).toBe(guids.length);
  for (const item of items) {
    expect(item.title).toBeTruthy();
    expect(item.link).toMatch(/^https:\/\/upstep\.example\//);
    expect(item.pubDate).toMatch(RFC822);
    expect(item.description).toBeTruthy();
    if (item.guid["@_isPermaLink"] === "true") expect(item.guid["#text"]).toBe(item.link);
  }
  // Newest first.
  const dates = items.map((i) => Date.parse(i.pubDate));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  return items;
}

const channel = async (c: RssChannel, limit?: number) => buildRssChannel(db(), c, { baseUrl: BASE, limit });
let scheduledId = "";
const scheduledAt = new Date(NOW - 30_000);

beforeAll(async () => {
  await loadPostalCodes(db(), { states: ["TX"] });
  await db().execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  await db().execute(sql`truncate content_post_tags, content_post_authors, content_posts, content_authors, content_tags cascade`);
  const record = (n: number) => ({
    title: `Forklift Operator ${n}`,
    referenceNumber: `RSS-${n}`,
    date: new Date(NOW - n * DAY).toISOString(),
    validThrough: new Date(NOW + 30 * DAY).toISOString(),
    url: `https://careers.example.com/rss-${n}`,
    company: "Lone Star Logistics",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    description: `<p>Move pallets safely, shift ${n}.</p>`,
    category: "Logistics",
  });
  await importJobs(db(), { source: "rss-test", records: [record(1), record(3), record(5)] });

  const [maya, dan] = await db()
    .insert(contentAuthors)
    .values([
      { slug: "rss-maya", name: "Maya Ortiz" },
      { slug: "rss-dan", name: "Dan O'Neil & Co" },
    ])
    .returning({ id: contentAuthors.id });
  const [interviews, pay] = await db()
    .insert(contentTags)
    .values([
      { slug: "rss-interviews", name: "Interviews" },
      { slug: "rss-pay", name: "Salary & negotiation" },
    ])
    .returning({ id: contentTags.id });
  const post = (title: string, daysAgo: number, extra: Partial<typeof contentPosts.$inferInsert> = {}) => ({
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
    title,
    excerpt: `About ${title}.`,
    bodyHtml: `<p>${title} in depth.</p>`,
    status: "published" as const,
    publishedAt: new Date(NOW - daysAgo * DAY),
    authorId: maya!.id,
    ...extra,
  });
  const rows = await db()
    .insert(contentPosts)
    .values([
      post("Answering <why us?> & other questions", 2, { featureImage: "/images/blog/interviews.png" }),
      post("Negotiating your first offer", 4, { excerpt: "", bodyHtml: "<p>Know your number before the call.</p>" }),
      post("Six resume mistakes", 6),
      post("A draft about cover letters", 1, { status: "draft", publishedAt: null }),
      post("Unpublished hiring trends", 1.5, { status: "unpublished" }),
      post("Scheduled: remote interviews", 0, { status: "scheduled", publishedAt: null, publishAt: scheduledAt }),
    ])
    .returning({ id: contentPosts.id, title: contentPosts.title });
  scheduledId = rows[5]!.id;
  await db().insert(contentPostAuthors).values([
    { postId: rows[0]!.id, authorId: maya!.id, position: 0 },
    { postId: rows[0]!.id, authorId: dan!.id, position: 1 },
  ]);
  await db().insert(contentPostTags).values([
    { postId: rows[0]!.id, tagId: interviews!.id },
    { postId: rows[1]!.id, tagId: pay!.id },
    { postId: rows[1]!.id, tagId: interviews!.id },
  ]);
});

describe("/rss/blog", () => {
  it("carries only published posts, newest first, with links, guids, authors, tags and images", async () => {
    const items = expectValidRss(await channel("blog"), `${BASE}/rss/blog`);
    expect(items.map((i) => i.title)).toEqual(["Answering <why us?> & other questions", "Negotiating your first offer", "Six resume mistakes"]);
    const [first, second] = items;
    expect(first!.link).toMatch(/^https:\/\/upstep\.example\/blog\/post\/answering-why-us-other-questions-[0-9a-f-]{36}$/);
    expect(first!.guid).toMatchObject({ "@_isPermaLink": "false" });
    expect(first!.guid["#text"]).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(first!["dc:creator"]).toEqual(["Maya Ortiz", "Dan O'Neil & Co"]);
    expect(first!.category).toEqual(["Interviews"]);
    expect(first!["media:content"]).toMatchObject({ "@_url": `${BASE}/images/blog/interviews.png` });
    expect(first!.description).toBe("About Answering <why us?> & other questions.");
    // No excerpt: the body's text; the lead author when no byline rows exist.
    expect(second!.description).toBe("Know your number before the call.");
    expect(second!["dc:creator"]).toEqual(["Maya Ortiz"]);
    expect(second!.category).toEqual(["Interviews", "Salary & negotiation"]);
  });

  it("escapes the text it carries", async () => {
    const xml = await channel("blog");
    expect(xml).toContain("<title>Answering &lt;why us?&gt; &amp; other questions</title>");
    expect(xml).toContain("<dc:creator>Dan O&apos;Neil &amp; Co</dc:creator>");
  });
});

describe("/rss and /rss/jobs", () => {
  it("/rss merges jobs and posts by date; /rss/jobs has jobs only", async () => {
    const all = expectValidRss(await channel("all"), `${BASE}/rss`);
    expect(all.map((i) => i.title)).toEqual([
      "Forklift Operator 1 at Lone Star Logistics (Austin, TX 78701)",
      "Answering <why us?> & other questions",
      "Forklift Operator 3 at Lone Star Logistics (Austin, TX 78701)",
      "Negotiating your first offer",
      "Forklift Operator 5 at Lone Star Logistics (Austin, TX 78701)",
      "Six resume mistakes",
    ]);
    expect((await channel("all", 4).then((x) => expectValidRss(x, `${BASE}/rss`)))).toHaveLength(4);
    const jobs = expectValidRss(await channel("jobs"), `${BASE}/rss/jobs`);
    expect(jobs.map((i) => i.title.split(" at ")[0])).toEqual(["Forklift Operator 1", "Forklift Operator 3", "Forklift Operator 5"]);
  });

  it("shows a scheduled post only once the queue's job has published it", async () => {
    const titles = async () => expectValidRss(await channel("all"), `${BASE}/rss`).map((i) => i.title);
    expect(await titles()).not.toContain("Scheduled: remote interviews");
    expect(await runContentSchedule(db(), { kind: "post", id: scheduledId, action: "publish", at: scheduledAt.toISOString() })).toEqual({ changed: true });
    expect((await titles())[0]).toBe("Scheduled: remote interviews");
    expect((await channel("blog")).includes("Scheduled: remote interviews")).toBe(true);
    await db().update(contentPosts).set({ status: "unpublished" }).where(eq(contentPosts.id, scheduledId));
    expect(await titles()).not.toContain("Scheduled: remote interviews");
  });

  it("keeps posts in /rss when every job is newer: each kind has at least half the items", async () => {
    await db().update(contentPosts).set({ publishedAt: new Date(NOW - 30 * DAY) }).where(eq(contentPosts.status, "published"));
    try {
      const items = expectValidRss(await channel("all", 4), `${BASE}/rss`);
      expect(items.map((i) => (new URL(i.link).pathname.startsWith("/jobs/") ? "job" : "post"))).toEqual(["job", "job", "post", "post"]);
      // With fewer posts than half, jobs fill the rest.
      expect(expectValidRss(await channel("all", 50), `${BASE}/rss`)).toHaveLength(6);
    } finally {
      await db().execute(sql`update content_posts set published_at = ${new Date(NOW - 2 * DAY).toISOString()}::timestamptz where title like 'Answering%'`);
      await db().execute(sql`update content_posts set published_at = ${new Date(NOW - 4 * DAY).toISOString()}::timestamptz where title like 'Negotiating%'`);
      await db().execute(sql`update content_posts set published_at = ${new Date(NOW - 6 * DAY).toISOString()}::timestamptz where title like 'Six%'`);
    }
  });

  it("each route answers application/rss+xml with its own self link, and 404 while rss-feed is off", async () => {
    const setFlag = (enabled: boolean) => db().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, "rss-feed"));
    await setFlag(true);
    for (const [path, mod] of [
      ["/rss", await import("@/app/rss/route")],
      ["/rss/jobs", await import("@/app/rss/jobs/route")],
      ["/rss/blog", await import("@/app/rss/blog/route")],
    ] as const) {
      const res = await callRoute(mod.GET, { path });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const selfHref = parser.parse(await res.text()).rss.channel["atom:link"]["@_href"] as string;
      expect(new URL(selfHref).pathname).toBe(path);
      await setFlag(false);
      expect((await callRoute(mod.GET, { path })).status, path).toBe(404);
      await setFlag(true);
    }
  });
});
