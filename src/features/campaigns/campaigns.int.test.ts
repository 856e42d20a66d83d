import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentPages, contentRedirects, featureFlags } from "@/db/schema";
import { CAMPAIGN_PAGE_TYPE, campaignPath, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import { SEED_CAMPAIGN_PAGES, seedCampaignPages } from "@/seed/content/campaigns";
import { routeExists } from "@/testing/app-routes";
import { propsOf } from "@/testing/pages";
import { CampaignPage } from "./components/campaign-page";
import { CampaignView, type CampaignViewProps } from "./components/campaign-view";
import { campaignFieldsSchema, type CampaignSection } from "./schemas";
import { findCampaignPage } from "./server/queries";

vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

/*
 * Campaign pages (issue 18 part 3, decision 048): the seeded campaigns and the getting-hired landing,
 * read from the database (published only), rendered in order with one h1 and sanitised HTML, 404 for
 * unknown and unpublished slugs, 308 from an old slug; the getting-hired page follows its flag.
 */
const db = () => getDb();
const setFlag = (key: string, enabled: boolean) => db().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));

async function outcomeOf(render: () => Promise<unknown>): Promise<{ kind: "render"; tree: unknown } | { kind: "redirect"; to: string; status: string } | { kind: "404" }> {
  try {
    return { kind: "render", tree: await render() };
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT;")) {
      const parts = digest.split(";");
      return { kind: "redirect", to: parts[2]!, status: parts[3]! };
    }
    if (digest.includes(";404")) return { kind: "404" };
    throw err;
  }
}

const campaign = (slug: string) => outcomeOf(() => CampaignPage({ pageType: CAMPAIGN_PAGE_TYPE, slug, pathOf: campaignPath }));

beforeEach(async () => {
  await db().execute(sql`truncate content_pages, content_redirects`);
  expect(await seedCampaignPages(db())).toBe(3);
});

describe("seeded campaigns", () => {
  it("are the two campaigns Join sends people to and the getting-hired landing, each with every kind of section Join needs", async () => {
    expect(SEED_CAMPAIGN_PAGES.map((p) => `${p.pageType}/${p.slug}`)).toEqual(["campaign/interview-prep-lp", "campaign/resume-builder-campaign", "landing/getting-hired"]);
    for (const p of SEED_CAMPAIGN_PAGES) {
      const types = campaignFieldsSchema.parse({ sections: p.sections }).sections.map((s) => s.type);
      expect(types[0]).toBe("hero");
      for (const t of ["benefits", "testimonials", "faq", "signup", "cta"] as const) expect(types).toContain(t);
    }
    // Inserted only when missing: a second run adds nothing and keeps an editor's change.
    await db().update(contentPages).set({ title: "Edited" }).where(eq(contentPages.slug, "interview-prep-lp"));
    expect(await seedCampaignPages(db())).toBe(0);
    const [row] = await db().select({ title: contentPages.title }).from(contentPages).where(eq(contentPages.slug, "interview-prep-lp"));
    expect(row!.title).toBe("Edited");
  });

  it("link only to routes the app has, and the interview prep campaign to the gated checklist", () => {
    const links = SEED_CAMPAIGN_PAGES.flatMap((p) =>
      p.sections.flatMap((s) => {
        if (s.type === "hero") return [s.primaryCta?.href, s.secondaryCta?.href, s.image?.src].filter((h): h is string => Boolean(h) && !h!.startsWith("/images/"));
        if (s.type === "cta") return [s.button.href];
        if (s.type === "faq") return s.items.flatMap((i) => [...i.answerHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!));
        return [];
      }),
    );
    expect(links.length).toBeGreaterThan(8);
    for (const href of links) expect(routeExists(href.replace(/[?#].*$/, "")), href).toBe(true);
    const hero = SEED_CAMPAIGN_PAGES[0]!.sections[0] as Extract<CampaignSection, { type: "hero" }>;
    expect(hero.primaryCta?.href).toBe("/file-download/interview-preparation-checklist?source=interview-prep-lp");
  });
});

describe("/campaign/{id}", () => {
  it("renders a published campaign's sections in order with the campaign as the sign-up's returnTo", async () => {
    const out = await campaign("interview-prep-lp");
    expect(out.kind).toBe("render");
    const props = propsOf<CampaignViewProps>((out as { tree: unknown }).tree as never, CampaignView)!;
    expect(props.title).toBe("Interview prep that gets you to the offer");
    expect(props.sections.map((s) => s.type)).toEqual(["hero", "benefits", "testimonials", "faq", "signup", "cta"]);
    expect(props.returnTo).toBe("/campaign/interview-prep-lp");
    const found = await findCampaignPage(db(), CAMPAIGN_PAGE_TYPE, "resume-builder-campaign");
    expect(found.kind === "page" && found.page.seo).toMatchObject({ title: "Turn your resume into interviews", ogTitle: "Your resume, working for you | Upstep", noindex: false });
  });

  it("is 404 for an unknown slug, a draft or unpublished campaign, and a page of another type", async () => {
    expect((await campaign("no-such-campaign")).kind).toBe("404");
    expect((await campaign("getting-hired")).kind).toBe("404");
    for (const status of ["draft", "scheduled", "unpublished"] as const) {
      await db().update(contentPages).set({ status }).where(eq(contentPages.slug, "resume-builder-campaign"));
      expect((await campaign("resume-builder-campaign")).kind, status).toBe("404");
    }
  });

  it("redirects an old slug with 308 to the current one, and not to a campaign that is down", async () => {
    const [page] = await db().select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, "interview-prep-lp"));
    await db().insert(contentRedirects).values({ kind: "page:campaign", fromSlug: "interview-tips-2025", toId: page!.id });
    expect(await campaign("interview-tips-2025")).toEqual({ kind: "redirect", to: "/campaign/interview-prep-lp", status: "308" });
    await db().update(contentPages).set({ status: "unpublished" }).where(eq(contentPages.id, page!.id));
    expect((await campaign("interview-tips-2025")).kind).toBe("404");
  });

  it("sanitises rich text and FAQ answers on render, even when stored unsanitised", async () => {
    const sections = [
      { type: "richText", html: '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src="data:image/png;base64,AAAA" alt="x">' },
      { type: "faq", heading: "Questions", items: [{ question: "Safe?", answerHtml: '<p>Yes<iframe src="https://evil.example/x"></iframe></p>' }] },
    ];
    await db().update(contentPages).set({ fields: { sections } }).where(and(eq(contentPages.pageType, CAMPAIGN_PAGE_TYPE), eq(contentPages.slug, "interview-prep-lp")));
    const found = await findCampaignPage(db(), CAMPAIGN_PAGE_TYPE, "interview-prep-lp");
    const html = JSON.stringify(found.kind === "page" && found.page.sections);
    expect(html).toContain("Hello");
    for (const bad of ["onclick", "javascript:", "<script", "data:image", "<iframe"]) expect(html).not.toContain(bad);
  });

  it("renders nothing from stored fields that break the contract (logged), instead of failing the page", async () => {
    await db().update(contentPages).set({ fields: { sections: [{ type: "marquee" }] } }).where(eq(contentPages.slug, "interview-prep-lp"));
    const found = await findCampaignPage(db(), CAMPAIGN_PAGE_TYPE, "interview-prep-lp");
    expect(found.kind === "page" && found.page.sections).toEqual([]);
  });
});

describe("CampaignView", () => {
  it("has exactly one h1 (the hero's), alt text on the hero image, and every section in order", async () => {
    const found = await findCampaignPage(db(), CAMPAIGN_PAGE_TYPE, "interview-prep-lp");
    const sections = (found.kind === "page" ? found.page.sections : []).filter((s) => s.type !== "signup");
    const html = renderToStaticMarkup(createElement(CampaignView, { title: "Interview prep", sections }));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Walk into your next interview knowing exactly what to say<\/h1>/);
    expect(html).toContain('alt="An interview checklist with three ticked items beside a speech bubble"');
    expect([...html.matchAll(/data-section="(\w+)"/g)].map((m) => m[1])).toEqual(["hero", "benefits", "testimonials", "faq", "cta"]);
    // The FAQ is a disclosure: each question a button with aria-expanded.
    expect(html.match(/aria-expanded="false"/g)!.length).toBe(4);
  });

  it("uses the title as the h1 when the page does not start with a hero (a second hero is an h2)", () => {
    const hero = { type: "hero", eyebrow: "", heading: "Second hero", subheading: "", image: null, primaryCta: null, secondaryCta: null } as const;
    const html = renderToStaticMarkup(createElement(CampaignView, { title: "The title", sections: [{ type: "richText", html: "<p>Intro</p>" }, hero] }));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>The title<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Second hero<\/h2>/);
  });
});

describe("/getting-hired", () => {
  it("renders the landing page while getting-hired-landing is on and is 404 when it is off", async () => {
    const { default: Page } = await import("@/app/(public)/getting-hired/page");
    await setFlag("getting-hired-landing", true);
    const on = await outcomeOf(() => Page());
    expect(on.kind).toBe("render");
    const view = await outcomeOf(() => CampaignPage({ pageType: LANDING_PAGE_TYPE, slug: "getting-hired", pathOf: () => "/getting-hired" }));
    const props = propsOf<CampaignViewProps>((view as { tree: unknown }).tree as never, CampaignView)!;
    expect(props.sections[0]).toMatchObject({ type: "hero", heading: "Getting hired starts here" });
    await setFlag("getting-hired-landing", false);
    expect((await outcomeOf(() => Page())).kind).toBe("404");
    await setFlag("getting-hired-landing", true);
  });
});
