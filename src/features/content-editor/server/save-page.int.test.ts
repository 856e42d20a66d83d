import { beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, contentPages, contentRevisions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { seedContent } from "@/seed/content/seed-content";
import { getPage } from "@/features/content/server/queries";
import { runContentSchedule } from "@/features/content/server/schedule";
import { CAMPAIGN_MESSAGES } from "@/features/campaigns/schemas";
import { findCampaignPage } from "@/features/campaigns/server/queries";
import { PUT as savePageRoute } from "@/app/api/admin/content/pages/[id]/route";
import { POST as createCampaignRoute } from "@/app/api/admin/content/campaigns/route";
import { PUT as saveCampaignRoute } from "@/app/api/admin/content/campaigns/[id]/route";
import { POST as restoreRoute } from "@/app/api/admin/content/campaigns/[id]/revisions/[revisionId]/restore/route";
import { POST as previewRoute } from "@/app/api/admin/content/preview/route";
import { PAGE_MESSAGES, type CampaignInput, type StaticPageInput } from "../page-schemas";
import { EDITOR_MESSAGES } from "../schemas";
import { PUBLISHING_MESSAGES } from "./publishing";
import { findRedirect } from "./redirects";
import { listRevisions } from "./revisions";
import { CAMPAIGN_SAVE_ACTION, saveCampaign } from "./save-campaign";
import { PAGE_SAVE_ACTION, restorePage, savePage } from "./save-page";

/*
 * The page and campaign editors' saves on the real database: field messages, sanitising on save,
 * revisions and restore, slugs and their redirects, the schedule's queue job (start_after) and its
 * work, the public page showing the edit at once, and who may save.
 */
let admin: CurrentUser;
let faqId: string;

async function actor(roles: CurrentUser["roles"]): Promise<CurrentUser> {
  const u = await createUser({ roles, name: "Paige Editor", twoFactorEnabled: true });
  return { id: u.id, name: "Paige Editor", email: u.email, emailVerified: true, twoFactorEnabled: true, createdAt: new Date(), roles, sessionId: "test" } as CurrentUser;
}

async function issuesOf(p: Promise<unknown>): Promise<Record<string, string>> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return Object.fromEntries(((err as AppError).options.issues ?? []).map((i) => [i.path, i.message]));
}

const faqForm = (over: Partial<StaticPageInput> = {}): StaticPageInput => ({
  title: "Questions and answers",
  bodyHtml: "<h2>Accounts</h2><p>Is Upstep free? Yes, for job seekers.</p>",
  fields: { lead: "Quick answers.", ctas: [{ label: "Contact us", href: "/contact", variant: "outline" }] },
  seo: { description: "Answers about Upstep." },
  publishing: { status: "published" },
  ...over,
});

const campaign = (over: Partial<CampaignInput> = {}): CampaignInput => ({
  title: "Interview prep week",
  sections: [
    { type: "hero", heading: "Walk into your next interview ready", primaryCta: { label: "Start practising", href: "/join" } },
    { type: "faq", heading: "Questions", items: [{ question: "Is it free?", answerHtml: "<p>Yes.</p>" }] },
    { type: "cta", heading: "Ready?", button: { label: "Create my account", href: "/join" } },
  ],
  publishing: { status: "draft" },
  ...over,
});

async function jobsFor(id: string) {
  const { rows } = await getDb().execute<{ start_after: Date; data: { kind: string; action: string; at: string } }>(
    sql`select start_after, data from pgboss.job where name = 'content-schedule' and data->>'id' = ${id}`,
  );
  return rows;
}

beforeEach(async () => {
  await getDb().execute(sql`truncate content_pages, content_revisions, content_redirects, audit_events, pgboss.job cascade`);
  await seedContent(getDb());
  admin = await actor(["Administrator"]);
  const [faq] = await getDb()
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.pageType, "static"), eq(contentPages.slug, "faq")));
  faqId = faq!.id;
});

describe("static pages", () => {
  it("answer each field's message and change nothing", async () => {
    const issues = await issuesOf(
      savePage(getDb(), admin, faqForm({ title: " ", fields: { lead: "x".repeat(601), ctas: [{ label: "", href: "javascript:alert(1)" }] }, seo: { description: "d".repeat(161) } }), {
        id: faqId,
        correlationId: "t",
      }),
    );
    expect(issues).toEqual({
      title: EDITOR_MESSAGES.titleRequired,
      "fields.lead": PAGE_MESSAGES.leadTooLong,
      "fields.ctas.0.label": PAGE_MESSAGES.ctaLabelRequired,
      "fields.ctas.0.href": PAGE_MESSAGES.ctaHref,
      "seo.description": EDITOR_MESSAGES.descriptionTooLong,
    });
    expect((await getPage(getDb(), "static", "faq"))?.title).toBe("Frequently asked questions");
  });

  it("sanitise the body on save, keep the fixed slug, record a revision and an audit event, and show on the public page at once", async () => {
    expect((await getPage(getDb(), "static", "faq"))?.title).toBe("Frequently asked questions");
    const saved = await savePage(
      getDb(),
      admin,
      faqForm({ bodyHtml: '<p onclick="x()">Free<script>alert(1)</script> <a href="jav&#x09;ascript:alert(1)">always</a></p><img src="https://cdn.example/a.png" alt="A chart">' }),
      { id: faqId, correlationId: "corr-1" },
    );
    expect(saved).toMatchObject({ id: faqId, pageType: "static", slug: "faq", status: "published" });
    const [row] = await getDb().select().from(contentPages).where(eq(contentPages.id, faqId));
    expect(row!.bodyHtml).toBe('<p>Free always</p><img src="https://cdn.example/a.png" alt="A chart" loading="lazy" />');
    expect(row!.fields).toEqual({ lead: "Quick answers.", ctas: [{ label: "Contact us", href: "/contact", variant: "outline" }] });
    expect(row!.keywords).toContain("FAQ");
    const page = await getPage(getDb(), "static", "faq");
    expect(page).toMatchObject({ title: "Questions and answers", body: row!.bodyHtml, seo: { description: "Answers about Upstep." } });
    const revisions = await listRevisions(getDb(), "page", faqId);
    expect(revisions.map((r) => [r.note, r.by, r.restorable])).toEqual([["Published", "Paige Editor", true]]);
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, PAGE_SAVE_ACTION));
    expect(audit).toMatchObject({ actorUserId: admin.id, targetId: faqId, correlationId: "corr-1" });
  });

  it("schedule on the queue: a job that starts at the time and publishes then", async () => {
    const at = new Date(Date.now() + 86_400_000);
    await savePage(getDb(), admin, faqForm({ publishing: { status: "scheduled", publishAt: at.toISOString() } }), { id: faqId, correlationId: "t" });
    expect(await getPage(getDb(), "static", "faq")).toBeNull();
    const jobs = await jobsFor(faqId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({ kind: "page", action: "publish", at: at.toISOString() });
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(at.getTime());
    expect(await runContentSchedule(getDb(), { kind: "page", id: faqId, action: "publish", at: at.toISOString() })).toEqual({ changed: true });
    expect((await getPage(getDb(), "static", "faq"))?.title).toBe("Questions and answers");
    const past = new Date(Date.now() - 1000).toISOString();
    expect(await issuesOf(savePage(getDb(), admin, faqForm({ publishing: { status: "scheduled", publishAt: past } }), { id: faqId, correlationId: "t" }))).toEqual({
      "publishing.publishAt": PUBLISHING_MESSAGES.publishAtFuture,
    });
  });

  it("are refused to anyone but an administrator, on the route and in the use case", async () => {
    for (const roles of [[], ["Recruiter"], ["Hiring Manager"]] as CurrentUser["roles"][]) {
      await expect(savePage(getDb(), await actor(roles), faqForm(), { id: faqId, correlationId: "t" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(savePage(getDb(), null, faqForm(), { id: faqId, correlationId: "t" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const candidate = await signedInUser();
    expect((await callRoute(savePageRoute, { method: "PUT", path: `/api/admin/content/pages/${faqId}`, params: { id: faqId }, cookie: candidate.cookie, body: faqForm() })).status).toBe(403);
    const web = await signedInAdmin();
    const ok = await callRoute(savePageRoute, { method: "PUT", path: `/api/admin/content/pages/${faqId}`, params: { id: faqId }, cookie: web.cookie, body: faqForm() });
    expect(ok.status).toBe(200);
    expect((await callRoute(savePageRoute, { method: "PUT", path: "/api/admin/content/pages/nope", params: { id: "nope" }, cookie: web.cookie, body: faqForm() })).status).toBe(404);
  });
});

describe("campaigns", () => {
  it("answer per-section field messages from the contract", async () => {
    const issues = await issuesOf(
      saveCampaign(
        getDb(),
        admin,
        campaign({
          slug: "Bad Slug",
          sections: [
            { type: "hero", heading: "" },
            { type: "faq", heading: "Q", items: [{ question: "Why?", answerHtml: "" }] },
            { type: "cta", heading: "Go", button: { label: "Go", href: "javascript:alert(1)" } },
          ],
        }),
        { correlationId: "t" },
      ),
    );
    expect(issues).toEqual({
      slug: EDITOR_MESSAGES.slugInvalid,
      "sections.0.heading": CAMPAIGN_MESSAGES.required("Heading"),
      "sections.1.items.0.answerHtml": CAMPAIGN_MESSAGES.required("Answer"),
      "sections.2.button.href": CAMPAIGN_MESSAGES.url,
    });
    expect(await issuesOf(saveCampaign(getDb(), admin, campaign({ sections: [] }), { correlationId: "t" }))).toEqual({ sections: CAMPAIGN_MESSAGES.sectionsRequired });
  });

  it("are composed, sanitised, published and renamed: the old slug redirects, a revision restores the earlier version", async () => {
    const web = await signedInAdmin();
    const created = await callRoute(createCampaignRoute, {
      method: "POST",
      path: "/api/admin/content/campaigns",
      cookie: web.cookie,
      body: campaign({
        sections: [
          { type: "hero", heading: "Walk in ready" },
          { type: "faq", heading: "Questions", items: [{ question: "Free?", answerHtml: '<p>Yes<script>alert(1)</script><img src="x" onerror="alert(1)"></p>' }] },
          { type: "richText", html: '<p style="color:red">More <iframe src="https://evil.example"></iframe></p>' },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const { id, slug } = await created.json();
    expect(slug).toBe("interview-prep-week");
    const [row] = await getDb().select({ fields: contentPages.fields, pageType: contentPages.pageType }).from(contentPages).where(eq(contentPages.id, id));
    expect(row!.pageType).toBe("campaign");
    const sections = (row!.fields as { sections: { type: string; items?: { answerHtml: string }[]; html?: string }[] }).sections;
    expect(sections[1]!.items![0]!.answerHtml).toBe("<p>Yes</p>");
    expect(sections[2]!.html).toBe("<p>More </p>");
    expect((await findCampaignPage(getDb(), "campaign", slug)).kind).toBe("missing");

    const put = (body: CampaignInput) => callRoute(saveCampaignRoute, { method: "PUT", path: `/api/admin/content/campaigns/${id}`, params: { id }, cookie: web.cookie, body });
    expect((await put(campaign({ slug, publishing: { status: "published" } }))).status).toBe(200);
    expect((await findCampaignPage(getDb(), "campaign", slug)).kind).toBe("page");
    const renamed = await put(campaign({ title: "Interview prep", slug: "interview-prep-lp", publishing: { status: "published" } }));
    expect((await renamed.json()).slug).toBe("interview-prep-lp");
    expect(await findRedirect(getDb(), "page:campaign", slug)).toBe(id);
    expect(await findCampaignPage(getDb(), "campaign", slug)).toEqual({ kind: "redirect", slug: "interview-prep-lp" });
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, CAMPAIGN_SAVE_ACTION)).limit(1);
    expect(audit).toMatchObject({ actorUserId: web.id, targetId: id });

    // Restore the first (draft) version: its content and slug come back, the page stays published.
    const history = await listRevisions(getDb(), "page", id);
    expect(history.map((r) => r.note)).toEqual(["Published", "Published", "Saved draft"]);
    const res = await callRoute(restoreRoute, { method: "POST", path: "/x", params: { id, revisionId: history[2]!.id }, cookie: web.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: "interview-prep-week", status: "published" });
    const restored = await findCampaignPage(getDb(), "campaign", "interview-prep-week");
    expect(restored.kind === "page" && restored.page.title).toBe("Interview prep week");
    expect(await findRedirect(getDb(), "page:campaign", "interview-prep-lp")).toBe(id);
    expect((await listRevisions(getDb(), "page", id))[0]!.note).toMatch(/^Restored the version of /);
    // A revision of another page is not found.
    await expect(restorePage(getDb(), admin, faqId, history[0]!.id, "t")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuse a slug another campaign uses, and schedule an unpublish on the queue", async () => {
    await saveCampaign(getDb(), admin, campaign({ slug: "taken" }), { correlationId: "t" });
    expect(await issuesOf(saveCampaign(getDb(), admin, campaign({ slug: "taken" }), { correlationId: "t" }))).toEqual({ slug: PAGE_MESSAGES.slugTaken });
    const until = new Date(Date.now() + 7 * 86_400_000);
    const live = await saveCampaign(getDb(), admin, campaign({ slug: "live", publishing: { status: "published", unpublishAt: until.toISOString() } }), { correlationId: "t" });
    const jobs = await jobsFor(live.id);
    expect(jobs.map((j) => [j.data.action, new Date(j.start_after).getTime()])).toEqual([["unpublish", until.getTime()]]);
    expect(await getDb().select().from(contentRevisions).where(eq(contentRevisions.entityId, live.id))).toHaveLength(1);
  });

  it("edit a landing page in the composer through the pages API, its slug fixed", async () => {
    const [landing] = await getDb()
      .insert(contentPages)
      .values({ pageType: "landing", slug: "getting-hired", title: "Getting hired", status: "published", fields: { sections: [{ type: "hero", heading: "Old" }] } })
      .returning({ id: contentPages.id });
    const saved = await savePage(getDb(), admin, campaign({ title: "Get hired", slug: "elsewhere", publishing: { status: "published" } }), { id: landing!.id, correlationId: "t" });
    expect(saved).toMatchObject({ pageType: "landing", slug: "getting-hired" });
    const page = await findCampaignPage(getDb(), "landing", "getting-hired");
    expect(page.kind === "page" && page.page.sections.map((s) => s.type)).toEqual(["hero", "faq", "cta"]);
    await expect(saveCampaign(getDb(), admin, campaign(), { id: faqId, correlationId: "t" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("preview", () => {
  it("sanitises the unsaved HTML as a save would, for administrators only", async () => {
    const web = await signedInAdmin();
    const call = (cookie: string, body: unknown) => callRoute(previewRoute, { method: "POST", path: "/api/admin/content/preview", cookie, body });
    const page = await call(web.cookie, { kind: "page", bodyHtml: "<p>Hi<script>alert(1)</script></p>" });
    expect(await page.json()).toEqual({ bodyHtml: "<p>Hi</p>" });
    const sections = await call(web.cookie, { kind: "campaign", sections: [{ type: "richText", html: "<p onclick=x>Hi</p>" }] });
    expect(await sections.json()).toEqual({ sections: [{ type: "richText", html: "<p>Hi</p>" }] });
    expect((await call(web.cookie, { kind: "campaign", sections: [{ type: "hero", heading: "" }] })).status).toBe(400);
    expect((await call((await signedInUser()).cookie, { kind: "page", bodyHtml: "x" })).status).toBe(403);
  });
});
