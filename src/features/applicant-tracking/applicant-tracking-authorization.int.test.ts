import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { callRoute } from "@/testing/http";
import { GET as applicationGet } from "@/app/api/employer/applications/[id]/route";
import { PUT as stagePut } from "@/app/api/employer/applications/[id]/stage/route";
import { GET as resumeGet } from "@/app/api/employer/applications/[id]/resume/route";
import { GET as notesGet, POST as notesPost } from "@/app/api/employer/applications/[id]/notes/route";
import { DELETE as noteDelete, PATCH as notePatch } from "@/app/api/employer/applications/[id]/notes/[noteId]/route";
import { PUT as ratingPut } from "@/app/api/employer/applications/[id]/rating/route";
import { GET as scorecardGet, PUT as scorecardPut } from "@/app/api/employer/applications/[id]/scorecard/route";
import { POST as emailsPost } from "@/app/api/employer/applications/[id]/emails/route";
import { POST as previewPost } from "@/app/api/employer/applications/[id]/emails/preview/route";
import { GET as applicantsGet } from "@/app/api/employer/postings/[id]/applicants/route";
import { POST as movePost } from "@/app/api/employer/postings/[id]/applicants/move/route";
import { GET as stagesGet, POST as stagesPost } from "@/app/api/employer/company/pipeline-stages/route";
import { DELETE as stageDelete, PATCH as stagePatch } from "@/app/api/employer/company/pipeline-stages/[stageId]/route";
import { PUT as orderPut } from "@/app/api/employer/company/pipeline-stages/order/route";
import { GET as templatesGet, POST as templatesPost } from "@/app/api/employer/company/email-templates/route";
import { DELETE as templateDelete, PATCH as templatePatch } from "@/app/api/employer/company/email-templates/[templateId]/route";
import type { Actor } from "@/features/application-status/application-status.testing";
import { makeTeam, sendApplication, uniqueName, type Team } from "./applicant-tracking.testing";
import { addNote } from "./server/notes";
import { createStage } from "./server/manage-stages";
import { createTemplate, listTemplates } from "./server/email-templates";
import { requireApplicant } from "./server/access";

/*
 * The authorization matrix of every applicant tracking route (issue 16, decision 040): company A's
 * owner, hiring manager, recruiter and interviewer; company B's owner; the applicant and another
 * candidate; an administrator with and without two-factor; anonymous. Each call is a valid request:
 * an allowed caller succeeds (2xx), the rest get 401 (signed out), 403 (no employer permission, an
 * administrator without two-factor, or a role without the capability) or 404 (no standing in the
 * company: the same answer as a made-up id).
 */
type Who = keyof Team["people"] | "anonymous";
const WHO: Who[] = ["owner", "hiringManager", "recruiter", "interviewer", "otherOwner", "candidate", "otherCandidate", "admin", "adminWithoutMfa", "anonymous"];
type Cap = "read" | "review" | "move" | "email" | "templates" | "manage";
const ALLOWED: Record<Cap, Who[]> = {
  read: ["owner", "hiringManager", "recruiter", "interviewer", "admin"],
  review: ["owner", "hiringManager", "recruiter", "interviewer", "admin"],
  move: ["owner", "hiringManager", "recruiter", "admin"],
  email: ["owner", "hiringManager", "recruiter", "admin"],
  templates: ["owner", "hiringManager", "admin"],
  manage: ["owner", "admin"],
};

function expected(who: Who, cap: Cap): "ok" | 401 | 403 | 404 {
  if (who === "anonymous") return 401;
  if (["candidate", "otherCandidate", "adminWithoutMfa"].includes(who)) return 403;
  if (who === "otherOwner") return 404;
  return ALLOWED[cap].includes(who) ? "ok" : 403;
}

let team: Team;
let applicationId: string;
let templateId: string;
beforeAll(async () => {
  team = await makeTeam({ companyName: "Matrix Health" });
  applicationId = (await sendApplication(team.job, { userId: team.people.candidate.id, name: "Casey Candidate", resume: true })).id;
  templateId = (await listTemplates(getDb(), team.job.companyId))[0]!.id;
});

type Call = { cap: Cap; name: string; run: (who: Actor | undefined, whoName: Who) => Promise<Response> };

const app = () => ({ id: applicationId });
const company = () => `?company=${team.job.companyId}`;
const ref = async (who: Who) => requireApplicant(getDb(), { id: team.people.owner.id, roles: [], twoFactorEnabled: false }, applicationId, "applicants.read").then((r) => ({ ...r, _who: who }));

const CALLS: Call[] = [
  { cap: "read", name: "GET application", run: (w) => callRoute(applicationGet, { path: `/api/employer/applications/${applicationId}`, params: app(), cookie: w?.cookie }) },
  { cap: "read", name: "GET resume", run: (w) => callRoute(resumeGet, { path: `/api/employer/applications/${applicationId}/resume`, params: app(), cookie: w?.cookie }) },
  { cap: "read", name: "GET resume inline", run: (w) => callRoute(resumeGet, { path: `/api/employer/applications/${applicationId}/resume?inline=1`, params: app(), cookie: w?.cookie }) },
  { cap: "read", name: "GET notes", run: (w) => callRoute(notesGet, { path: `/api/employer/applications/${applicationId}/notes`, params: app(), cookie: w?.cookie }) },
  { cap: "review", name: "POST note", run: (w) => callRoute(notesPost, { method: "POST", path: `/api/employer/applications/${applicationId}/notes`, params: app(), cookie: w?.cookie, body: { body: "A note" } }) },
  {
    cap: "review",
    name: "PATCH own note",
    run: async (w, name) => {
      const author = w && expected(name, "review") === "ok" ? w.id : team.people.owner.id;
      const { id } = await addNote(getDb(), { ...(await ref(name)) }, author, { body: "Mine", mentionedUserIds: [] });
      return callRoute(notePatch, { method: "PATCH", path: `/api/employer/applications/${applicationId}/notes/${id}`, params: { ...app(), noteId: id }, cookie: w?.cookie, body: { body: "Edited" } });
    },
  },
  {
    cap: "review",
    name: "DELETE own note",
    run: async (w, name) => {
      const author = w && expected(name, "review") === "ok" ? w.id : team.people.owner.id;
      const { id } = await addNote(getDb(), { ...(await ref(name)) }, author, { body: "Mine", mentionedUserIds: [] });
      return callRoute(noteDelete, { method: "DELETE", path: `/api/employer/applications/${applicationId}/notes/${id}`, params: { ...app(), noteId: id }, cookie: w?.cookie });
    },
  },
  { cap: "review", name: "PUT rating", run: (w) => callRoute(ratingPut, { method: "PUT", path: `/api/employer/applications/${applicationId}/rating`, params: app(), cookie: w?.cookie, body: { rating: 4 } }) },
  { cap: "read", name: "GET scorecards", run: (w) => callRoute(scorecardGet, { path: `/api/employer/applications/${applicationId}/scorecard`, params: app(), cookie: w?.cookie }) },
  { cap: "review", name: "PUT scorecard", run: (w) => callRoute(scorecardPut, { method: "PUT", path: `/api/employer/applications/${applicationId}/scorecard`, params: app(), cookie: w?.cookie, body: { ratings: { Communication: "yes" }, overall: "yes" } }) },
  { cap: "move", name: "PUT stage", run: (w) => callRoute(stagePut, { method: "PUT", path: `/api/employer/applications/${applicationId}/stage`, params: app(), cookie: w?.cookie, body: { stageId: team.stage("Screen").id } }) },
  { cap: "email", name: "POST email preview", run: (w) => callRoute(previewPost, { method: "POST", path: `/api/employer/applications/${applicationId}/emails/preview`, params: app(), cookie: w?.cookie, body: { templateId } }) },
  { cap: "email", name: "POST email", run: (w) => callRoute(emailsPost, { method: "POST", path: `/api/employer/applications/${applicationId}/emails`, params: app(), cookie: w?.cookie, body: { templateId, subject: "Hello", body: "Hello {{candidate_first_name}}" } }) },
  { cap: "read", name: "GET applicants list", run: (w) => callRoute(applicantsGet, { path: `/api/employer/postings/${team.job.jobId}/applicants`, params: { id: team.job.jobId }, cookie: w?.cookie }) },
  { cap: "read", name: "GET applicants board", run: (w) => callRoute(applicantsGet, { path: `/api/employer/postings/${team.job.jobId}/applicants?view=board`, params: { id: team.job.jobId }, cookie: w?.cookie }) },
  { cap: "move", name: "POST bulk move", run: (w) => callRoute(movePost, { method: "POST", path: `/api/employer/postings/${team.job.jobId}/applicants/move`, params: { id: team.job.jobId }, cookie: w?.cookie, body: { applicationIds: [applicationId], stageId: team.stage("Screen").id } }) },
  { cap: "read", name: "GET stages", run: (w) => callRoute(stagesGet, { path: `/api/employer/company/pipeline-stages${company()}`, cookie: w?.cookie }) },
  { cap: "manage", name: "POST stage", run: (w) => callRoute(stagesPost, { method: "POST", path: `/api/employer/company/pipeline-stages${company()}`, cookie: w?.cookie, body: { name: uniqueName("Stage"), candidateStage: "in-review" } }) },
  { cap: "manage", name: "PATCH stage", run: (w) => callRoute(stagePatch, { method: "PATCH", path: `/api/employer/company/pipeline-stages/${team.stage("Offer").id}${company()}`, params: { stageId: team.stage("Offer").id }, cookie: w?.cookie, body: { name: uniqueName("Offer") } }) },
  {
    cap: "manage",
    name: "DELETE stage",
    run: async (w, name) => {
      // Only a caller who may remove it gets a stage of their own; the rest are refused before any lookup.
      const stages = expected(name, "manage") === "ok" ? await createStage(getDb(), team.job.companyId, { name: uniqueName("Temp"), candidateStage: "offer" }) : team.stages;
      const temp = stages.find((s) => s.name.startsWith("Temp")) ?? team.stage("Screen");
      return callRoute(stageDelete, { method: "DELETE", path: `/api/employer/company/pipeline-stages/${temp.id}${company()}`, params: { stageId: temp.id }, cookie: w?.cookie });
    },
  },
  {
    cap: "manage",
    name: "PUT stage order",
    run: async (w) => {
      const { ensurePipelineStages } = await import("./server/pipeline-stages");
      const active = (await ensurePipelineStages(getDb(), team.job.companyId)).filter((s) => s.kind === "active").map((s) => s.id);
      return callRoute(orderPut, { method: "PUT", path: `/api/employer/company/pipeline-stages/order${company()}`, cookie: w?.cookie, body: { stageIds: active } });
    },
  },
  { cap: "read", name: "GET templates", run: (w) => callRoute(templatesGet, { path: `/api/employer/company/email-templates${company()}`, cookie: w?.cookie }) },
  { cap: "templates", name: "POST template", run: (w) => callRoute(templatesPost, { method: "POST", path: `/api/employer/company/email-templates${company()}`, cookie: w?.cookie, body: { name: uniqueName("Template"), subject: "S", body: "B" } }) },
  {
    cap: "templates",
    name: "PATCH template",
    run: async (w) => {
      const t = await createTemplate(getDb(), team.job.companyId, team.people.owner.id, { name: uniqueName("Edit me"), subject: "S", body: "B" });
      return callRoute(templatePatch, { method: "PATCH", path: `/api/employer/company/email-templates/${t.id}${company()}`, params: { templateId: t.id }, cookie: w?.cookie, body: { name: uniqueName("Edited"), subject: "S2", body: "B2" } });
    },
  },
  {
    cap: "templates",
    name: "DELETE template",
    run: async (w) => {
      const t = await createTemplate(getDb(), team.job.companyId, team.people.owner.id, { name: uniqueName("Delete me"), subject: "S", body: "B" });
      return callRoute(templateDelete, { method: "DELETE", path: `/api/employer/company/email-templates/${t.id}${company()}`, params: { templateId: t.id }, cookie: w?.cookie });
    },
  },
];

describe("applicant tracking authorization matrix", () => {
  it("answers every route for every kind of caller as the capability table says", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const call of CALLS) {
      for (const name of WHO) {
        const who = name === "anonymous" ? undefined : team.people[name];
        const res = await call.run(who, name);
        const want = expected(name, call.cap);
        const ok = want === "ok" ? res.status >= 200 && res.status < 300 : res.status === want;
        checked++;
        if (!ok) failures.push(`${call.name} as ${name}: ${res.status} (wanted ${want}) ${(await res.text()).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(CALLS.length * WHO.length);
  });

  it("company B's owner gets 404 for company A's ids on company B's own query too, and a made-up id is 404 for A's owner", async () => {
    const bApp = (await sendApplication(team.other)).id;
    const asOwner = await callRoute(applicationGet, { path: `/api/employer/applications/${bApp}`, params: { id: bApp }, cookie: team.people.owner.cookie });
    expect(asOwner.status).toBe(404);
    const made = "00000000-0000-4000-8000-000000000000";
    expect((await callRoute(applicationGet, { path: `/api/employer/applications/${made}`, params: { id: made }, cookie: team.people.owner.cookie })).status).toBe(404);
    expect((await callRoute(applicantsGet, { path: `/api/employer/postings/${made}/applicants`, params: { id: made }, cookie: team.people.owner.cookie })).status).toBe(404);
    expect((await callRoute(stagesGet, { path: `/api/employer/company/pipeline-stages?company=${team.other.companyId}`, cookie: team.people.owner.cookie })).status).toBe(404);
  });
});
