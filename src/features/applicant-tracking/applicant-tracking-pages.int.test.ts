import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderPageOutcome, type PageOutcome } from "@/testing/pages";
import { stageOf } from "@/features/application-status/application-status.testing";
import { makeTeam, sendApplication, type Team } from "./applicant-tracking.testing";

/*
 * The applicant tracking pages' authorization matrix (decision 040), rendered as each kind of caller:
 * signed out -> log in; candidates -> 403; an administrator without two-factor -> set it up; an
 * administrator with two-factor opens a posting's applicants and an applicant (the back office), and
 * the settings pages, which act for a company the person belongs to, send them to /hiring/welcome;
 * company B's owner -> 404 for company A's posting and applicant (the settings pages show their own
 * company); company A's members -> the page. The interviewer's applicant page has no move or email.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageComponent = (props: never) => unknown;
let ApplicantsPage: PageComponent;
let ApplicantPage: PageComponent;
let PipelinePage: PageComponent;
let TemplatesPage: PageComponent;
let team: Team;
let applicationId: string;
beforeAll(async () => {
  // next.config's experimental.authInterrupts, which forbidden() checks (next build sets it for the app).
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  ApplicantsPage = (await import("@/app/(employer-area)/hiring/job-postings/[id]/applicants/page")).default as PageComponent;
  ApplicantPage = (await import("@/app/(employer-area)/hiring/applicants/[applicationId]/page")).default as PageComponent;
  PipelinePage = (await import("@/app/(employer-area)/hiring/account-settings/pipeline/page")).default as PageComponent;
  TemplatesPage = (await import("@/app/(employer-area)/hiring/account-settings/email-templates/page")).default as PageComponent;
  team = await makeTeam({ companyName: "Pages Health", title: "Pages Nurse" });
  applicationId = (await sendApplication(team.job, { name: "Paige Applicant" })).id;
});

type Outcome = PageOutcome;

async function render(page: (props: never) => unknown, params: Record<string, string>, cookie: string): Promise<{ outcome: Outcome; text: string }> {
  request.cookie = cookie;
  return renderPageOutcome(page, params);
}

describe("applicant tracking pages", () => {
  it("answer each kind of caller as the capability table says", { timeout: 120_000 }, async () => {
    const p = team.people;
    const pages: { name: string; page: PageComponent; params: Record<string, string>; member: string }[] = [
      { name: "applicants", page: ApplicantsPage, params: { id: team.job.jobId }, member: "Pages Nurse" },
      { name: "applicant", page: ApplicantPage, params: { applicationId }, member: "Paige Applicant" },
      { name: "pipeline", page: PipelinePage, params: {}, member: "Hiring stages" },
      { name: "templates", page: TemplatesPage, params: {}, member: "Email templates" },
    ];
    const expected: Record<string, (page: string) => Outcome> = {
      anonymous: () => "login",
      candidate: () => "403",
      otherCandidate: () => "403",
      adminWithoutMfa: () => "mfa",
      // The pages about one posting or applicant open for an administrator with two-factor (the back
      // office); the settings pages act for a company the administrator belongs to: none here.
      admin: (page) => (page === "applicants" || page === "applicant" ? "ok" : "welcome"),
      otherOwner: (page) => (page === "applicants" || page === "applicant" ? "404" : "ok"),
      owner: () => "ok",
      hiringManager: () => "ok",
      recruiter: () => "ok",
      interviewer: () => "ok",
    };
    const failures: string[] = [];
    for (const { name, page, params, member } of pages) {
      for (const [who, want] of Object.entries(expected)) {
        const cookie = who === "anonymous" ? "" : p[who as keyof Team["people"]].cookie;
        const { outcome, text } = await render(page, params, cookie);
        if (outcome !== want(name)) failures.push(`${name} as ${who}: ${outcome} (wanted ${want(name)})`);
        if (outcome === "ok" && who !== "otherOwner" && !text.includes(member)) failures.push(`${name} as ${who}: rendered without "${member}"`);
        if (outcome === "ok" && who === "otherOwner" && text.includes("Pages Health")) failures.push(`${name} as company B's owner showed company A`);
      }
    }
    expect(failures).toEqual([]);
    // The members' visits marked it Viewed.
    expect(await stageOf(applicationId)).toBe("viewed");
  });

  it("shows an interviewer no stage moves or email, and the owner both", async () => {
    const asInterviewer = await render(ApplicantPage, { applicationId }, team.people.interviewer.cookie);
    expect(asInterviewer.text).toContain('"canMove":false');
    expect(asInterviewer.text).not.toContain("Email the candidate");
    const asOwner = await render(ApplicantPage, { applicationId }, team.people.owner.cookie);
    expect(asOwner.text).toContain('"canMove":true');
    expect(asOwner.text).toContain("Email the candidate");
  });
});
