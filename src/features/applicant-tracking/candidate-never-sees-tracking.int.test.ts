import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { STATE_CHANGING_METHODS } from "@/lib/api/protocol";
import { callRoute } from "@/testing/http";
import { elements } from "@/testing/pages";
import { makeTeam, sendApplication, workMail, type Team } from "./applicant-tracking.testing";
import { requireApplicant } from "./server/access";
import { addNote } from "./server/notes";
import { moveApplicants } from "./server/move-applicants";
import { saveScorecard, setRating } from "./server/ratings-and-scorecards";
import { createTemplate } from "./server/email-templates";
import { sendCandidateEmail } from "./server/email-candidate";

/*
 * The proof that a candidate never sees the hiring team's side of their application (issue 16 part 3,
 * decision 040): notes, ratings, scorecards, the activity, the rejection reason and note, template
 * names and the internal record of emails. The team works the candidate's application with marker
 * values everywhere; then the candidate calls every method of every API route file on disk (so
 * routes added later are covered), each dynamic segment set to the application's, the job's, the
 * company's and their own id in turn, and their pages (/dashboard/jobs, the job's apply page, the
 * notifications) are rendered; no response or prop may carry a marker or a tracking field's name.
 * The email itself reaches their inbox (the control), and their dashboard shows the stage.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type Handler = Parameters<typeof callRoute>[0];
const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const NO_WRITES = ["api/identity/auth/[...all]/route.ts", "api/auth/logout/route.ts", "api/candidates/account/route.ts"];

const NOTE = "Zanzibar-note-marker";
const SCORECARD = "Zanzibar-scorecard-marker";
const REJECTION = "Zanzibar-rejection-marker";
const TEMPLATE = "Zanzibar-template-marker";
const EMAIL_SUBJECT = "Zanzibar email subject";
const MARKERS = [NOTE, SCORECARD, REJECTION, TEMPLATE, "ratingAverage", "rating_average", "scorecard", "rejectionReason", "rejection_reason", "better-fit", "mentionedUserIds", "pipelineStage", "stageEnteredAt"];

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === name)
    .map((f) => path.join(dir, f))
    .sort();
}

function paramSets(relDir: string, ids: string[]): { urlPath: string; params: Record<string, string | string[]> }[] {
  const segments = relDir.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
  let sets: { url: string[]; params: Record<string, string | string[]> }[] = [{ url: [], params: {} }];
  for (const segment of segments) {
    const match = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
    if (!match) {
      sets = sets.map((s) => ({ url: [...s.url, segment], params: s.params }));
      continue;
    }
    const [, catchAll, name] = match as unknown as [string, string | undefined, string];
    const values = name === "key" ? ["navbar"] : catchAll ? [ids[0]!] : ids;
    sets = sets.flatMap((s) => values.map((v) => ({ url: [...s.url, v], params: { ...s.params, [name]: catchAll ? [v] : v } })));
  }
  return sets.map((s) => ({ urlPath: `/${s.url.join("/")}`, params: s.params }));
}

function expectNoMarker(text: string, what: string) {
  for (const marker of MARKERS) expect(text.includes(marker), `${what} returned "${marker}"`).toBe(false);
}

let team: Team;
let applicationId: string;

beforeAll(async () => {
  team = await makeTeam({ companyName: "Proof Health", title: "Proof Nurse" });
  applicationId = (await sendApplication(team.job, { userId: team.people.candidate.id, name: "Casey Candidate" })).id;
  const db = getDb();
  const ref = await requireApplicant(db, { id: team.people.owner.id, roles: [], twoFactorEnabled: false }, applicationId, "applicants.read");
  await addNote(db, ref, team.people.owner.id, { body: `${NOTE} @Ivy Interviewer`, mentionedUserIds: [team.people.interviewer.id] });
  await setRating(db, ref, team.people.owner.id, 2);
  await saveScorecard(db, ref, team.people.interviewer.id, { ratings: { Communication: "no" }, overall: "no", notes: SCORECARD });
  const template = await createTemplate(db, team.job.companyId, team.people.owner.id, { name: TEMPLATE, subject: EMAIL_SUBJECT, body: "Hello {{candidate_first_name}}" });
  await sendCandidateEmail(db, ref, team.people.owner.id, { templateId: template.id, subject: EMAIL_SUBJECT, body: "Hello {{candidate_first_name}}, thank you." });
  await moveApplicants(db, { applicationIds: [applicationId], stageId: team.stage("Rejected").id, reason: "better-fit", note: REJECTION, companyId: team.job.companyId, actor: { userId: team.people.owner.id, standing: "owner" } });
});

describe("a candidate never sees the hiring team's side of their application", () => {
  it("the email itself reaches the candidate, the stage shows, and nothing else", async () => {
    const mail = (await workMail()).filter((m) => m.to === team.people.candidate.email);
    const message = mail.find((m) => m.subject === EMAIL_SUBJECT);
    expect(message?.text).toContain("Hello Casey, thank you.");
    for (const m of mail) expectNoMarker(`${m.subject}\n${m.text}\n${m.html}`, `mail "${m.subject}"`);
  });

  it("the candidate's pages hand on nothing of it either", { timeout: 120_000 }, async () => {
    request.cookie = team.people.candidate.cookie;
    const pages = ["dashboard/jobs/page.tsx", "apply/[jobId]/page.tsx", "notifications/page.tsx"].map((p) => path.join(APP_DIR, p));
    let rendered = 0;
    for (const file of pages) {
      const Page = ((await import(/* @vite-ignore */ file)) as { default: (props: unknown) => unknown }).default;
      let tree: unknown;
      try {
        tree = await Page({ params: Promise.resolve({ jobId: team.job.jobId }), searchParams: Promise.resolve({}) });
      } catch (error) {
        throw new Error(`${path.relative(APP_DIR, file)}: ${String((error as { digest?: string }).digest ?? error)}`);
      }
      const props = elements(tree as Parameters<typeof elements>[0]).map((e) => {
        const seen = new WeakSet<object>();
        return JSON.stringify(e.props, (_k, v: unknown) => {
          if (typeof v === "function" || typeof v === "symbol") return undefined;
          if (v && typeof v === "object") {
            if (seen.has(v)) return undefined;
            seen.add(v);
          }
          return v;
        });
      });
      expectNoMarker(props.join("\n"), path.relative(APP_DIR, file));
      // The control: the dashboard does list the application.
      if (file.endsWith(path.join("dashboard", "jobs", "page.tsx"))) expect(props.join("\n")).toContain("Proof Nurse");
      rendered++;
    }
    expect(rendered).toBe(3);
  });

  // Last: some writes (log out everywhere) end the candidate's session.
  it("every method of every API route, called by the candidate", { timeout: 300_000 }, async () => {
    const routeFiles = filesNamed(path.join(APP_DIR, "api"), "route.ts");
    const ids = [applicationId, team.job.jobId, team.job.companyId, team.people.candidate.id];
    const writes: (() => Promise<void>)[] = [];
    let calls = 0;
    let ownRead = "";
    for (const file of routeFiles) {
      const rel = path.relative(APP_DIR, file);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of HTTP_METHODS.filter((m) => typeof mod[m] === "function")) {
        if (STATE_CHANGING_METHODS.has(method) && NO_WRITES.includes(rel)) continue;
        for (const { urlPath, params } of paramSets(path.dirname(rel), ids)) {
          const call = async () => {
            const response = await callRoute(mod[method] as Handler, { method, path: urlPath, params, cookie: team.people.candidate.cookie, ...(STATE_CHANGING_METHODS.has(method) ? { body: {} } : {}) });
            const text = await response.text();
            calls++;
            expectNoMarker(text, `${method} ${urlPath} (${response.status})`);
            if (method === "GET" && rel === "api/candidates/applications/by-job/[jobId]/route.ts" && params.jobId === team.job.jobId) ownRead = `${response.status} ${text}`;
          };
          if (STATE_CHANGING_METHODS.has(method)) writes.push(call);
          else await call();
        }
      }
    }
    for (const write of writes) await write();
    expect(calls).toBeGreaterThan(100);
    // The control: the candidate does read their own application, and its stage.
    expect(ownRead).toMatch(/^200 /);
    expect(ownRead).toContain("not-selected");
  });
});
