import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, auditEvents, notifications, selfIdentifications } from "@/db/schema";
import { newFileKey, fileStorage } from "@/lib/uploads/storage";
import { GET as applicationGet } from "@/app/api/employer/applications/[id]/route";
import { PUT as stagePut } from "@/app/api/employer/applications/[id]/stage/route";
import { GET as resumeGet } from "@/app/api/employer/applications/[id]/resume/route";
import { callRoute } from "@/testing/http";
import { SENT_ANSWERS, actor, makeApplication, makeCompanyJob, stageOf, type Actor } from "./application-status.testing";
import { STAGE_MESSAGE } from "./schemas";
import type { EmployerApplicationView } from "./types";

/*
 * The employer application API (decision 035) through its route handlers on a real database: what a
 * company member reads (and that it never carries self-identification), moving the stage, the
 * resume download, and the authorization matrix: only members of the job's company and
 * administrators (with two-factor) get anything; other employers get the same 404 as for a made-up
 * id, people without the employer permission (the candidate included) 403; signed out is 401.
 */
let job: Awaited<ReturnType<typeof makeCompanyJob>>;
let people: Record<"candidateA" | "candidateB" | "member" | "otherCompany" | "recruiter" | "admin" | "adminWithoutMfa", Actor>;

beforeAll(async () => {
  job = await makeCompanyJob({ companyName: "Northwind Health", title: "Night Nurse" });
  const other = await makeCompanyJob({ companyName: "Contoso" });
  people = {
    candidateA: await actor([], { name: "Casey Candidate" }),
    candidateB: await actor(),
    member: await actor(["Hiring Manager"], { memberOf: job.companyId }),
    otherCompany: await actor(["Hiring Manager"], { memberOf: other.companyId }),
    recruiter: await actor(["Recruiter"]),
    admin: await actor(["Administrator"]),
    adminWithoutMfa: await actor(["Administrator"], { twoFactor: false }),
  };
});

const read = (id: string, who?: Actor) => callRoute(applicationGet, { path: `/api/employer/applications/${id}`, params: { id }, cookie: who?.cookie });
const move = (id: string, stage: unknown, who?: Actor) => callRoute(stagePut, { method: "PUT", path: `/api/employer/applications/${id}/stage`, params: { id }, cookie: who?.cookie, body: { stage } });
const resume = (id: string, who?: Actor) => callRoute(resumeGet, { path: `/api/employer/applications/${id}/resume`, params: { id }, cookie: who?.cookie });

/** Another job of the same company (the member's). */
const sameCompanyJob = () => makeCompanyJob({ title: "Night Nurse", company: job });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

describe("a company member reads an application", () => {
  it("sees what was sent, with knock-out marks and history, and the first read marks it Viewed", async () => {
    const key = newFileKey("pdf");
    await fileStorage().put(key, new TextEncoder().encode("%PDF-1.4 resume"));
    const id = await makeApplication(people.candidateA.id, job, { resumeStorageKey: key });
    await getDb().insert(selfIdentifications).values({ applicationId: id, jobId: job.jobId, companyId: job.companyId, answers: { gender: "female", veteranStatus: "decline", disability: "decline", raceEthnicity: "asian" } });

    const res = await read(id, people.member);
    const raw = await res.clone().text();
    const view = await json<EmployerApplicationView>(res);
    expect(view).toMatchObject({
      id,
      stage: "viewed",
      channel: "upstep",
      job: { id: job.jobId, title: "Night Nurse", companyId: job.companyId, companyName: "Northwind Health" },
      candidate: { name: "Casey Candidate", location: "Austin, TX" },
      answers: SENT_ANSWERS,
      knockedOut: true,
      coverLetter: "I have cared for patients for four years.",
      resume: { fileName: "casey-resume.pdf", url: `/api/employer/applications/${id}/resume` },
      nextStages: ["in-review", "interviewing", "offer", "hired", "not-selected"],
    });
    expect(view.history.map((h) => [h.fromStage, h.stage, h.actorRole])).toEqual([
      ["draft", "applied", "candidate"],
      ["applied", "viewed", "system"],
    ]);
    // Self-identification is stored for this application and appears nowhere in the answer.
    for (const word of ["selfIdentification", "gender", "female", "veteran", "disability", "asian", "raceEthnicity"]) expect(raw).not.toContain(word);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    // A second read changes nothing; an administrator's read does not mark anything either.
    await read(id, people.member);
    expect(await getDb().select().from(applicationEvents).where(eq(applicationEvents.applicationId, id))).toHaveLength(2);
    const fresh = await makeApplication(people.candidateB.id, job);
    expect((await json<EmployerApplicationView>(await read(fresh, people.admin))).stage).toBe("applied");

    const file = await resume(id, people.member);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("casey-resume.pdf");
    expect(await file.text()).toBe("%PDF-1.4 resume");
    expect(await getDb().select({ actor: auditEvents.actorUserId }).from(auditEvents).where(and(eq(auditEvents.action, "application.resume.download"), eq(auditEvents.targetId, id)))).toEqual([{ actor: people.member.id }]);
    expect((await resume(fresh, people.member)).status).toBe(404);
  });

  it("moves the stage; the candidate is notified; a refused move says why", async () => {
    const id = await makeApplication(people.candidateA.id, await sameCompanyJob());
    expect(await json(await move(id, "interviewing", people.member))).toMatchObject({ id, stage: "interviewing", changed: true });
    const told = await getDb().select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, people.candidateA.id));
    expect(told.map((n) => n.title)).toContain("Night Nurse at Northwind Health: Interviewing");
    expect(await json(await move(id, "hired", people.admin))).toMatchObject({ stage: "hired", changed: true });
    const refused = await json<{ error: { code: string; message: string } }>(await move(id, "offer", people.member), 409);
    expect(refused.error).toMatchObject({ code: "CONFLICT", message: "An application that is Hired cannot be moved to Offer." });
    for (const bad of ["withdrawn", "applied", "draft", "", 3, null]) {
      const res = await json<{ error: { issues: { path: string; message: string }[] } }>(await move(id, bad, people.member), 400);
      expect(res.error.issues).toEqual([{ path: "stage", message: STAGE_MESSAGE }]);
    }
    expect(await stageOf(id)).toBe("hired");
  });
});

describe("who may read and move an application", () => {
  it("members of the job's company and administrators; other employers 404, candidates and administrators without two-factor 403, signed out 401", async () => {
    const id = await makeApplication(people.candidateA.id, await sameCompanyJob());
    // The employer API needs the employer permission (issue 16, decision 038): candidates, the applicant too, are refused before any lookup.
    for (const who of [people.candidateA, people.candidateB, people.adminWithoutMfa]) {
      for (const res of [await read(id, who), await move(id, "in-review", who), await resume(id, who)]) expect(res.status, `${who.id}`).toBe(403);
    }
    for (const who of [people.otherCompany, people.recruiter]) {
      for (const res of [await read(id, who), await move(id, "in-review", who), await resume(id, who)]) {
        expect(res.status, `${who.id}`).toBe(404);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe("No such application.");
      }
    }
    for (const res of [await read(id), await move(id, "in-review"), await resume(id)]) expect(res.status).toBe(401);
    expect(await stageOf(id)).toBe("applied");

    expect((await read(id, people.admin)).status).toBe(200);
    expect((await move(id, "in-review", people.admin)).status).toBe(200);
    expect((await read(id, people.member)).status).toBe(200);
    expect((await move(id, "offer", people.member)).status).toBe(200);
    expect(await stageOf(id)).toBe("offer");
  });

  it("answers a draft, a made-up id and a malformed id as it answers an outsider", async () => {
    const draft = await makeApplication(people.candidateB.id, await sameCompanyJob(), { stage: "draft" });
    for (const id of [draft, randomUUID(), "not-an-id"]) {
      for (const who of [people.member, people.admin]) {
        expect((await read(id, who)).status).toBe(404);
        expect((await move(id, "in-review", who)).status).toBe(404);
      }
    }
    expect(await stageOf(draft)).toBe("draft");
  });
});
