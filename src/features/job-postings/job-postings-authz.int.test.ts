import { randomUUID } from "node:crypto";
import type { ReactElement } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobPostings } from "@/db/schema/employers";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { loginPath } from "@/lib/routes";
import { propsOf } from "@/testing/pages";
import { api, completeInput, json, loadReferenceData, makeCompany, person, publishedPosting, type Actor } from "./job-postings.testing";
import type { BulkResult, PostingListResult, PostingView } from "./types";

/*
 * Who may do what with job postings (decisions 038, 039): every posting API route and page, for
 * company A's owner, hiring manager, recruiter and interviewer, company B's owner, a candidate, an
 * administrator with and without two-factor, and a signed-out visitor. Members of A read A's
 * postings; all but the interviewer change them; B never reads or changes them (404, as for a
 * made-up id); candidates 403; administrators with two-factor act in any company; without it they
 * are sent to set it up; signed out is 401 (API) or the log-in page.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type Who = "anonymous" | "candidate" | "adminNoMfa" | "admin" | "owner" | "hiringManager" | "recruiter" | "interviewer" | "otherOwner";
const WHO: Who[] = ["anonymous", "candidate", "adminNoMfa", "admin", "owner", "hiringManager", "recruiter", "interviewer", "otherOwner"];

let refs: { categoryId: string; subcategoryId: string };
let A: { id: string; slug: string; name: string };
let B: { id: string; slug: string; name: string };
const people = {} as Record<Exclude<Who, "anonymous">, Actor>;
const as = (who: Who): Actor | undefined => (who === "anonymous" ? undefined : people[who]);

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  refs = await loadReferenceData();
  A = await makeCompany("Alpha Clinic");
  B = await makeCompany("Beta Hospital");
  people.owner = await person({ companyId: A.id, role: "owner" });
  people.hiringManager = await person({ companyId: A.id, role: "hiring-manager" });
  people.recruiter = await person({ companyId: A.id, role: "recruiter", roles: ["Recruiter"] });
  people.interviewer = await person({ companyId: A.id, role: "interviewer" });
  people.otherOwner = await person({ companyId: B.id, role: "owner" });
  people.candidate = await person();
  people.admin = await person({ roles: ["Administrator"], twoFactor: true });
  people.adminNoMfa = await person({ roles: ["Administrator"], twoFactor: false });
});

afterAll(() => {
  vi.unstubAllEnvs();
});

/** A fresh published posting of company A (each write gets its own, so one actor's change does not decide another's). */
const fresh = () => publishedPosting(A.id, people.owner, refs);

describe("the posting API", () => {
  const READ = { admin: 200, owner: 200, hiringManager: 200, recruiter: 200, interviewer: 200, otherOwner: 404, candidate: 403, adminNoMfa: 403, anonymous: 401 };
  const WRITE = { ...READ, interviewer: 403 };

  it.each(WHO)("%s: reads as the matrix says", async (who) => {
    const posting = await fresh();
    expect((await api.list(A.id, {}, as(who))).status).toBe(READ[who]);
    expect((await api.get(posting.id, as(who))).status).toBe(READ[who]);
    expect((await api.analytics(posting.id, "30", as(who))).status).toBe(READ[who]);
    // A made-up id looks the same as another company's posting.
    expect((await api.get(randomUUID(), as(who))).status).toBe(READ[who] === 200 ? 404 : READ[who]);
  });

  it.each(WHO)("%s: writes as the matrix says, and a refused write changes nothing", async (who) => {
    const created = await api.create(A.id, completeInput(refs, { title: `Made by ${who}` }), as(who));
    expect(created.status).toBe(WRITE[who] === 200 ? 201 : WRITE[who]);

    const saved = await fresh();
    expect((await api.save(saved.id, { ...saved.form, title: `Changed by ${who}` }, as(who))).status).toBe(WRITE[who]);
    const [row] = await getDb().select({ title: jobPostings.title }).from(jobPostings).where(eq(jobPostings.id, saved.id));
    expect(row!.title === `Changed by ${who}`).toBe(WRITE[who] === 200);

    const paused = await fresh();
    expect((await api.status(paused.id, "pause", as(who))).status).toBe(WRITE[who]);
    const [state] = await getDb().select({ status: jobPostings.status }).from(jobPostings).where(eq(jobPostings.id, paused.id));
    expect(state!.status).toBe(WRITE[who] === 200 ? "paused" : "published");

    const copied = await fresh();
    expect((await api.duplicate(copied.id, as(who))).status).toBe(WRITE[who] === 200 ? 201 : WRITE[who]);

    const draft = await json<PostingView>(await api.create(A.id, completeInput(refs), people.owner), 201);
    expect((await api.remove(draft.id, as(who))).status).toBe(WRITE[who] === 200 ? 204 : WRITE[who]);

    // Bulk answers per posting: another company's reads "Not found.", an interviewer's says who can.
    const bulkTarget = await fresh();
    const bulk = await api.bulk("pause", [bulkTarget.id], as(who));
    const bulkStatus = { ...WRITE, interviewer: 200, otherOwner: 200 }[who];
    expect(bulk.status).toBe(bulkStatus);
    if (bulk.status === 200) {
      const [result] = ((await bulk.json()) as BulkResult).results;
      if (WRITE[who] === 200) expect(result).toMatchObject({ ok: true, status: "paused" });
      else if (who === "interviewer") expect(result).toMatchObject({ ok: false, message: "As an interviewer of this company you cannot do this; ask an owner of the company." });
      else expect(result).toEqual({ id: bulkTarget.id, ok: false, title: null, message: "Not found." });
    }
  });

  it("company B's owner never sees company A's postings in a list, whatever they ask for", async () => {
    const aPosting = await fresh();
    const own = await json<PostingListResult>(await api.list(B.id, {}, people.otherOwner));
    expect(own.items.map((i) => i.id)).not.toContain(aPosting.id);
    const rows = await getDb().select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.companyId, B.id));
    expect(own.total).toBe(rows.length);
    expect((await api.list(A.id, { owner: people.owner.id }, people.otherOwner)).status).toBe(404);
  });
});

describe("the posting pages", () => {
  let pages: {
    list: (sp: Record<string, string>) => Promise<ReactElement>;
    create: Record<"hiring" | "talent", (sp: Record<string, string>) => Promise<ReactElement>>;
    edit: Record<"hiring" | "talent", (id: string) => Promise<ReactElement>>;
    analytics: (id: string) => Promise<ReactElement>;
  };
  let components: {
    PostingsList: (p: never) => Promise<ReactElement>;
    PostingsTable: unknown;
    EditPostingPage: (p: never) => Promise<ReactElement>;
    PostingForm: unknown;
  };

  beforeAll(async () => {
    vi.resetModules();
    const list = (await import("@/app/(employer-area)/talent/job-postings/page")).default;
    const createTalent = (await import("@/app/(employer-area)/talent/job-postings/create/page")).default;
    const createHiring = (await import("@/app/(employer-area)/hiring/job-postings/create/page")).default;
    const editTalent = (await import("@/app/(employer-area)/talent/job-postings/edit/[id]/page")).default;
    const editHiring = (await import("@/app/(employer-area)/hiring/job-postings/edit/[id]/page")).default;
    const analytics = (await import("@/app/(employer-area)/hiring/job-postings/[id]/analytics/page")).default;
    const sp = (v: Record<string, string>) => ({ searchParams: Promise.resolve(v) });
    pages = {
      list: (v) => list(sp(v)) as Promise<ReactElement>,
      create: { talent: (v) => createTalent(sp(v)) as Promise<ReactElement>, hiring: (v) => createHiring(sp(v)) as Promise<ReactElement> },
      edit: {
        talent: (id) => editTalent({ params: Promise.resolve({ id }) }) as Promise<ReactElement>,
        hiring: (id) => editHiring({ params: Promise.resolve({ id }) }) as Promise<ReactElement>,
      },
      analytics: (id) => analytics({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) }) as Promise<ReactElement>,
    };
    components = {
      PostingsList: (await import("./components/postings-list")).PostingsList as never,
      PostingsTable: (await import("./components/postings-table")).PostingsTable,
      EditPostingPage: (await import("./components/posting-editor-page")).EditPostingPage as never,
      PostingForm: (await import("./components/posting-form")).PostingForm,
    };
  });

  beforeEach(() => {
    request.cookie = "";
  });

  async function outcome(render: () => Promise<unknown>): Promise<string> {
    try {
      await render();
      return "rendered";
    } catch (err) {
      const digest = String((err as { digest?: string }).digest ?? err);
      if (digest.startsWith("NEXT_REDIRECT;")) return `redirect ${digest.split(";")[2]}`;
      if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return digest.split(";")[1]!;
      throw err;
    }
  }

  /** The titles the list page shows (its PostingsList rendered as Next would, the table's rows read). */
  async function listedTitles(sp: Record<string, string> = {}): Promise<string[]> {
    const page = await pages.list(sp);
    const listProps = propsOf<never>(page, components.PostingsList);
    const tree = await components.PostingsList(listProps!);
    const table = propsOf<{ items: { title: string }[] }>(tree, components.PostingsTable);
    return table?.items.map((i) => i.title) ?? [];
  }

  async function editForm(area: "hiring" | "talent", id: string) {
    const page = await pages.edit[area](id);
    const tree = await components.EditPostingPage(page.props as never);
    return propsOf<{ canEdit: boolean; posting: PostingView }>(tree, components.PostingForm)!;
  }

  it("send a signed-out visitor to log in, give a candidate 403 and an administrator without two-factor its set-up", async () => {
    const posting = await fresh();
    const renders = [
      () => pages.list({}),
      () => pages.create.talent({}),
      () => pages.create.hiring({}),
      () => pages.edit.talent(posting.id),
      () => pages.edit.hiring(posting.id),
      () => pages.analytics(posting.id),
    ];
    const paths = ["/talent/job-postings", "/talent/job-postings/create", "/hiring/job-postings/create", `/talent/job-postings/edit/${posting.id}`, `/hiring/job-postings/edit/${posting.id}`, `/hiring/job-postings/${posting.id}/analytics`];
    for (const [i, render] of renders.entries()) expect(await outcome(render)).toBe(`redirect ${loginPath(paths[i]!)}`);
    request.cookie = people.candidate.cookie;
    for (const render of renders) expect(await outcome(render)).toBe("403");
    request.cookie = people.adminNoMfa.cookie;
    for (const render of renders) expect(await outcome(render)).toBe(`redirect ${MFA_SETUP_PATH}`);
  });

  it("show company A's members A's postings; only those who may edit get the form and Post a job", async () => {
    const posting = await fresh();
    for (const who of ["owner", "hiringManager", "recruiter", "interviewer"] as const) {
      request.cookie = people[who].cookie;
      expect(await listedTitles()).toContain(posting.form.title);
      const editor = who !== "interviewer";
      expect(await outcome(() => pages.create.talent({}))).toBe(editor ? "rendered" : "403");
      expect(await outcome(() => pages.create.hiring({}))).toBe(editor ? "rendered" : "403");
      for (const area of ["talent", "hiring"] as const) {
        const form = await editForm(area, posting.id);
        expect(form.posting.id).toBe(posting.id);
        expect(form.canEdit).toBe(editor);
      }
      expect(await outcome(() => pages.analytics(posting.id))).toBe("rendered");
    }
  });

  it("never show company A's postings to company B's owner, even asked for by ?company= or by id", async () => {
    const posting = await fresh();
    request.cookie = people.otherOwner.cookie;
    const own = await publishedPosting(B.id, people.otherOwner, refs, { title: "Beta Surgeon" });
    const variants: Record<string, string>[] = [{}, { company: A.id }];
    for (const sp of variants) {
      const titles = await listedTitles(sp);
      expect(titles).toContain(own.form.title);
      expect(titles).not.toContain(posting.form.title);
    }
    expect(await outcome(() => pages.edit.talent(posting.id))).toBe("404");
    expect(await outcome(() => pages.edit.hiring(posting.id))).toBe("404");
    expect(await outcome(() => pages.analytics(posting.id))).toBe("404");
    expect(await outcome(() => pages.analytics("not-an-id"))).toBe("404");
  });

  it("let an administrator with two-factor open any company's postings by ?company= and any posting by id", async () => {
    const posting = await fresh();
    request.cookie = people.admin.cookie;
    expect(await listedTitles({ company: A.id })).toContain(posting.form.title);
    expect(await outcome(() => pages.create.talent({ company: A.id }))).toBe("rendered");
    expect((await editForm("hiring", posting.id)).canEdit).toBe(true);
    expect(await outcome(() => pages.analytics(posting.id))).toBe("rendered");
    expect(await outcome(() => pages.list({ company: randomUUID() }))).toBe("404");
    // Without a company to act for, like any employer without one: the welcome page.
    expect(await outcome(() => pages.list({}))).toBe(`redirect ${HIRING_WELCOME_PATH}`);
  });
});
