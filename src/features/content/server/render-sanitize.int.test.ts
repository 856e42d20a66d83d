import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentPages } from "@/db/schema";
import { seedContent } from "@/seed/content/seed-content";
import { textOfTree } from "@/testing/pages";
import { findCampaignPage } from "@/features/campaigns/server/queries";
import { StaticPage } from "../components/static-page";
import { STATIC_PAGE_TYPE } from "../static-pages";
import { invalidateContentCache } from "./cache";

/*
 * "Sanitised on render" (issue 18): a body written straight into the table (SQL, an import, a bug in
 * a save path) is cleaned again when the public page renders it, so a script stored there never
 * reaches a visitor. The save side is each editor's own test; the sanitiser's rules are sanitize.test.ts.
 */
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const UNCLEAN =
  '<h2>Answers</h2><script>alert("stored")</script><p onclick="steal()">Ask <a href="jav&#x09;ascript:alert(1)">us</a><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x"><svg onload="alert(1)"></svg></p><iframe src="https://evil.example/x"></iframe><img src="https://cdn.example/ok.png" alt="Chart">';

beforeEach(async () => {
  invalidateContentCache();
  await getDb().execute(sql`truncate content_pages, content_redirects`);
  await seedContent(getDb());
});

describe("static pages render sanitised HTML", () => {
  it("leaves out a script, handlers, unsafe URLs, SVG and foreign iframes written directly into the table", async () => {
    await getDb()
      .update(contentPages)
      .set({ bodyHtml: UNCLEAN })
      .where(and(eq(contentPages.pageType, STATIC_PAGE_TYPE), eq(contentPages.slug, "faq")));
    invalidateContentCache();
    const text = textOfTree(await StaticPage({ slug: "faq" }));
    expect(text).toContain("<h2>Answers</h2>");
    expect(text).toContain("Ask us");
    expect(text).toContain('<img src=\\"https://cdn.example/ok.png\\" alt=\\"Chart\\" loading=\\"lazy\\" />');
    expect(text).not.toMatch(/<script|onclick|onload|javascript|data:|<svg|<iframe|evil\.example|stored/i);
  });
});

describe("campaign pages render sanitised sections", () => {
  it("clean a FAQ answer and a rich text section written directly into the table", async () => {
    await getDb()
      .insert(contentPages)
      .values({
        pageType: "campaign",
        slug: "stored-unclean",
        title: "Stored unclean",
        status: "published",
        fields: { sections: [{ type: "faq", heading: "Q", items: [{ question: "Free?", answerHtml: UNCLEAN }] }, { type: "richText", html: UNCLEAN }] },
      });
    const found = await findCampaignPage(getDb(), "campaign", "stored-unclean");
    expect(found.kind).toBe("page");
    const text = JSON.stringify(found.kind === "page" ? found.page.sections : null);
    expect(text).toContain("Ask us");
    expect(text).not.toMatch(/<script|onclick|onload|javascript|data:|<svg|<iframe|evil\.example|alert/i);
  });
});
