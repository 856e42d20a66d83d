import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { elements, propsOf, renderPageOutcome, type PageOutcome } from "@/testing/pages";
import { makeTeam, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import type * as ListModule from "./components/requisitions-list";
import { json, newRequisition, rq, setRequisitionsFlag } from "./requisitions.testing";

/*
 * The requisition pages' authorization matrix (decision 045), rendered as each kind of caller: signed
 * out -> log in; candidates -> 403; an administrator without two-factor -> set it up; company B's
 * owner -> 404 for A's requisition (its own list is its own, empty); the interviewer reads but gets
 * 403 on the create and edit pages; flag off -> 404 everywhere.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageComponent = (props: never) => unknown;
let ListPage: PageComponent;
let NewPage: PageComponent;
let DetailPage: PageComponent;
let EditPage: PageComponent;
let RequisitionsList: typeof ListModule.RequisitionsList;
let team: Team;
let requisitionId: string;
let filledId: string;

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  ListPage = (await import("@/app/(employer-area)/talent/requisitions/page")).default as PageComponent;
  NewPage = (await import("@/app/(employer-area)/talent/requisitions/new/page")).default as PageComponent;
  DetailPage = (await import("@/app/(employer-area)/talent/requisitions/[requisitionId]/page")).default as PageComponent;
  EditPage = (await import("@/app/(employer-area)/talent/requisitions/[requisitionId]/edit/page")).default as PageComponent;
  RequisitionsList = (await import("./components/requisitions-list")).RequisitionsList;
  await setRequisitionsFlag(true);
  team = await makeTeam({ companyName: "Pages Requisitions", title: "Pages Nurse" });
  requisitionId = (await newRequisition(team, { title: "Page Charge Nurse", approverIds: [team.people.hiringManager.id] })).id;
  await json(await rq.submit(requisitionId, team.people.owner));
  filledId = (await newRequisition(team, { title: "Page Filled", openings: 1 })).id;
  await json(await rq.submit(filledId, team.people.owner));
  await json(await rq.hire(filledId, { name: "Fay Filled" }, team.people.owner), 201);
}, 60_000);

type Outcome = PageOutcome;

async function render(page: PageComponent, params: Record<string, string>, cookie: string, searchParams: Record<string, string> = {}): Promise<{ outcome: Outcome; text: string }> {
  request.cookie = cookie;
  return renderPageOutcome(page, params, searchParams);
}

describe("requisition pages", () => {
  it("answer each kind of caller as the capability table says", { timeout: 120_000 }, async () => {
    const p = team.people;
    const cookies: Record<string, string> = {
      anonymous: "",
      candidate: p.candidate.cookie,
      adminWithoutMfa: p.adminWithoutMfa.cookie,
      otherOwner: p.otherOwner.cookie,
      owner: p.owner.cookie,
      hiringManager: p.hiringManager.cookie,
      recruiter: p.recruiter.cookie,
      interviewer: p.interviewer.cookie,
    };
    const pages: { name: string; page: PageComponent; params: Record<string, string>; member: string }[] = [
      { name: "list", page: ListPage, params: {}, member: "Page Charge Nurse" },
      { name: "new", page: NewPage, params: {}, member: "Create a requisition" },
      { name: "detail", page: DetailPage, params: { requisitionId }, member: "Page Charge Nurse" },
      { name: "edit", page: EditPage, params: { requisitionId }, member: "Page Charge Nurse" },
    ];
    const expected = (who: string, page: string): Outcome => {
      if (who === "anonymous") return "login";
      if (who === "candidate") return "403";
      if (who === "adminWithoutMfa") return "mfa";
      if (who === "otherOwner") return page === "detail" || page === "edit" ? "404" : "ok";
      if (who === "interviewer" && (page === "new" || page === "edit")) return "403";
      return "ok";
    };
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const pg of pages) {
        const { outcome, text } = await render(pg.page, pg.params, cookie);
        expect(outcome, `${pg.name} as ${who}`).toBe(expected(who, pg.name));
        if (outcome === "ok" && who !== "otherOwner") expect(text, `${pg.name} as ${who}`).toContain(pg.member);
        if (outcome === "ok" && who === "otherOwner") expect(text).not.toContain("Page Charge Nurse");
      }
    }
    const admin = await render(DetailPage, { requisitionId }, p.admin.cookie);
    expect(admin.outcome).toBe("ok");
    expect((await render(ListPage, {}, p.admin.cookie, { company: team.job.companyId })).text).toContain("Page Charge Nurse");
  });

  it("shows the empty state leading to create, the viewer's abilities and a final requisition's edit as 403", async () => {
    const p = team.people;
    // The list component is rendered by the page's tree; call it with the props the page gave it.
    request.cookie = p.otherOwner.cookie;
    const tree = await (ListPage as (x: unknown) => Promise<ReactNode>)({ params: Promise.resolve({}), searchParams: Promise.resolve({}) });
    const props = propsOf<Parameters<typeof RequisitionsList>[0]>(tree, RequisitionsList)!;
    const emptyText = JSON.stringify(elements(RequisitionsList(props)).map((e) => e.props), (_k, v: unknown) => (typeof v === "function" ? undefined : v));
    expect(emptyText).toContain("No requisitions yet");
    expect(emptyText).toContain("/talent/requisitions/new");
    expect(emptyText).toContain("Create a requisition");
    const mine = await render(ListPage, {}, p.hiringManager.cookie, { status: "awaiting-me" });
    expect(mine.text).toContain('"awaitingMe":true');
    expect(mine.text).toContain('"status":"awaiting-me"');
    const asInterviewer = await render(DetailPage, { requisitionId }, p.interviewer.cookie);
    expect(asInterviewer.text).toContain('"canEdit":false');
    const asApprover = await render(DetailPage, { requisitionId }, p.hiringManager.cookie);
    expect(asApprover.text).toContain('"canDecide":true');
    expect((await render(EditPage, { requisitionId: filledId }, p.owner.cookie)).outcome).toBe("403");
  });

  it("answer 404 while the flag is off", async () => {
    await setRequisitionsFlag(false);
    try {
      for (const [page, params] of [
        [ListPage, {}],
        [NewPage, {}],
        [DetailPage, { requisitionId }],
        [EditPage, { requisitionId }],
      ] as [PageComponent, Record<string, string>][])
        expect((await render(page, params, team.people.owner.cookie)).outcome).toBe("404");
    } finally {
      await setRequisitionsFlag(true);
    }
  });
});
