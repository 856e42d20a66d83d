import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { renderPageOutcome, textOfTree, type PageOutcome } from "@/testing/pages";
import { actors, makeCandidate, makeTeam, sendApplication, uniqueName, type Team } from "./talent-pipelines.testing";
import { requirePipeline } from "./server/access";
import { addComment } from "./server/comments";
import { addMembers, moveMembers } from "./server/members";
import { createPipeline } from "./server/pipelines";

/*
 * The talent pipelines pages (decision 043) rendered as each kind of caller, /talent/pipelines'
 * name and selected query, and the dashboard's talent-pipelines view.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageComponent = (props: never) => unknown;
let ListPage: PageComponent;
let PipelinePage: PageComponent;
let CustomPage: PageComponent;
let TalentPage: PageComponent;
let DashboardPage: PageComponent;
let ApplicantPage: PageComponent;
let Dashboard: (props: { companyId: string; standing: "owner" | "interviewer"; company?: string }) => Promise<unknown>;
let team: Team;
let pipelineId: string;
let pipelineName: string;
let person: { id: string };
let outsider: { id: string };

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  ListPage = (await import("@/app/(employer-area)/hiring/pipelines/page")).default as PageComponent;
  PipelinePage = (await import("@/app/(employer-area)/hiring/pipelines/[pipelineId]/page")).default as PageComponent;
  CustomPage = (await import("@/app/(employer-area)/hiring/custom-talent-pipeline/page")).default as PageComponent;
  TalentPage = (await import("@/app/(employer-area)/talent/pipelines/page")).default as PageComponent;
  DashboardPage = (await import("@/app/(employer-area)/hiring/dashboard/page")).default as PageComponent;
  ApplicantPage = (await import("@/app/(employer-area)/hiring/applicants/[applicationId]/page")).default as PageComponent;
  Dashboard = (await import("./components/talent-pipelines-dashboard")).TalentPipelinesDashboard as unknown as typeof Dashboard;
  team = await makeTeam({ companyName: "Pipeline Pages Health" });
  const as = actors(team);
  pipelineName = uniqueName("Night Shift Nurses");
  pipelineId = (await createPipeline(getDb(), as.recruiter, team.job.companyId, { name: pipelineName, description: "" })).id;
  const ref = await requirePipeline(getDb(), as.recruiter, pipelineId, "pipelines.edit");
  person = await makeCandidate({ first: "Pia", last: "Pipeline" });
  outsider = await makeCandidate({ first: "Oscar", last: "Outside" });
  await addMembers(getDb(), ref, team.people.recruiter.id, { candidateUserIds: [person.id], source: "search" });
  const [member] = (await (await import("./server/queries")).getPipelineDetail(getDb(), pipelineId))!.members;
  const stages = (await (await import("./server/queries")).getPipelineDetail(getDb(), pipelineId))!.stages;
  await moveMembers(getDb(), ref, team.people.recruiter.id, { memberIds: [member!.id], stageId: stages[1]!.id });
  await addComment(getDb(), as.recruiter, team.job.companyId, { candidateUserId: person.id, pipelineId, body: "Available for nights from March." });
});

type Outcome = PageOutcome;

async function render(page: PageComponent, params: Record<string, string>, searchParams: Record<string, string>, cookie: string): Promise<{ outcome: Outcome; text: string }> {
  request.cookie = cookie;
  return renderPageOutcome(page, params, searchParams);
}

describe("talent pipelines pages", () => {
  it("answer each kind of caller as the capability table says", { timeout: 120_000 }, async () => {
    const pages: { name: string; page: PageComponent; params: Record<string, string>; query: Record<string, string> }[] = [
      { name: "list", page: ListPage, params: {}, query: {} },
      { name: "pipeline", page: PipelinePage, params: { pipelineId }, query: {} },
      { name: "custom", page: CustomPage, params: {}, query: {} },
      { name: "talent", page: TalentPage, params: {}, query: { name: pipelineName } },
    ];
    const expected: Record<string, (page: string) => Outcome> = {
      anonymous: () => "login",
      candidate: () => "403",
      otherCandidate: () => "403",
      adminWithoutMfa: () => "mfa",
      // The page about one pipeline opens for the back office; the company pages act for a company the administrator is in: none.
      admin: (page) => (page === "pipeline" ? "ok" : "welcome"),
      otherOwner: (page) => (page === "pipeline" ? "404" : "ok"),
      owner: () => "ok",
      hiringManager: () => "ok",
      recruiter: () => "ok",
      interviewer: (page) => (page === "custom" ? "403" : "ok"),
    };
    const failures: string[] = [];
    for (const { name, page, params, query } of pages) {
      for (const [who, want] of Object.entries(expected)) {
        const cookie = who === "anonymous" ? "" : team.people[who as keyof Team["people"]].cookie;
        const { outcome, text } = await render(page, params, query, cookie);
        if (outcome !== want(name)) failures.push(`${name} as ${who}: ${outcome} (wanted ${want(name)})`);
        // Company B asking for A's pipeline by name gets its own list with "no pipeline named ..." (the name it typed).
        if (outcome === "ok" && who === "otherOwner" && (text.includes("Pia Pipeline") || (name !== "talent" && text.includes(pipelineName)))) failures.push(`${name} as company B's owner showed company A's pipeline`);
        if (outcome === "ok" && who === "otherOwner" && name === "talent" && !text.includes("Your company has no pipeline named")) failures.push("talent as company B's owner: no message");
        if (outcome === "ok" && who !== "otherOwner" && (name === "pipeline" || name === "talent") && !text.includes("Pia Pipeline")) failures.push(`${name} as ${who}: without the person`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("opens /talent/pipelines?name= in any case with the selected person, their comments and history; an unknown name lists pipelines with a message", async () => {
    const cookie = team.people.interviewer.cookie;
    const opened = await render(TalentPage, {}, { name: pipelineName.toUpperCase(), selected: person.id }, cookie);
    expect(opened.text).toContain('"selectedMissing":false');
    expect(opened.text).toContain("Available for nights from March.");
    expect(opened.text).toContain("Moved from Sourced to Contacted");
    expect(opened.text).toContain('"canEdit":false');
    const missing = await render(TalentPage, {}, { name: pipelineName, selected: outsider.id }, cookie);
    expect(missing.text).toContain('"selectedMissing":true');
    const unknown = await render(TalentPage, {}, { name: "No such pipeline here" }, cookie);
    expect(unknown.text).toContain("Your company has no pipeline named “No such pipeline here”. Here are the pipelines it has.");
    const list = await render(TalentPage, {}, {}, cookie);
    expect(list.text).toContain('"area":"talent"');
    const board = await render(PipelinePage, { pipelineId }, { view: "board", stage: "not-a-uuid" }, team.people.recruiter.cookie);
    expect(board.text).toContain('"view":"board"');
    expect(board.text).not.toContain("not-a-uuid");
    const asRecruiter = await render(PipelinePage, { pipelineId }, { selected: person.id }, team.people.recruiter.cookie);
    expect(asRecruiter.text).toContain('"canEdit":true');
    expect(asRecruiter.text).toContain("Available for nights from March.");
  });

  it("shows the dashboard's talent-pipelines view: pipelines with counts, recently added, activity; an empty state elsewhere", async () => {
    const page = await render(DashboardPage, {}, { view: "talent-pipelines" }, team.people.owner.cookie);
    expect(page.outcome).toBe("ok");
    expect(page.text).toContain(`"companyId":"${team.job.companyId}"`);
    const mine = textOfTree(await Dashboard({ companyId: team.job.companyId, standing: "owner" }));
    expect(mine).toContain(pipelineName);
    expect(mine).toContain("Recently added");
    expect(mine).toContain("Moved from Sourced to Contacted");
    expect(mine).toContain("Pia Pipeline");
    const theirs = textOfTree(await Dashboard({ companyId: team.other.companyId, standing: "owner" }));
    expect(theirs).toContain("No talent pipelines yet");
    expect(theirs).not.toContain(pipelineName);
  });

  it("puts Add to talent pipeline on the applicant page for members who may edit pipelines (source applicant), not for an interviewer", async () => {
    const app = await sendApplication(team.job, { name: "Abe Applicant" });
    const asRecruiter = await render(ApplicantPage, { applicationId: app.id }, {}, team.people.recruiter.cookie);
    expect(asRecruiter.text).toContain(`"candidateUserIds":["${app.userId}"],"source":"applicant","sourceApplicationId":"${app.id}"`);
    const asInterviewer = await render(ApplicantPage, { applicationId: app.id }, {}, team.people.interviewer.cookie);
    expect(asInterviewer.outcome).toBe("ok");
    expect(asInterviewer.text).not.toContain('"source":"applicant","sourceApplicationId"');
  });
});
