import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags, selfIdentifications } from "@/db/schema";
import { GET, PUT } from "@/app/api/candidates/applications/[id]/self-identification/route";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { callRoute } from "@/testing/http";
import { CC305, PROTECTED_VETERAN, SELF_REPORT_VERSION } from "./forms";
import { SELF_ID_MESSAGES } from "./server/save-self-identification";
import { addCompanyMember, createApplication, createCompanyWithJob } from "./self-identification.testing";
import type { SelfIdentificationView } from "./types";

/*
 * The owner's self-identification answers through the real route handlers on a real database
 * (decision 034): save and read back with the forms' versions, bad codes refused with field issues,
 * the edit window, and the matrix: nobody but the owner reads or writes them (404 signed in, 401
 * signed out), whatever their role or company. Both flags are on here (job-apply-ofccp is off by
 * default); one test turns each off to show a form that is off keeps its old answers.
 */
const setFlag = (key: string, enabled: boolean) => getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));
beforeAll(async () => {
  await setFlag("job-apply-self-report", true);
  await setFlag("job-apply-ofccp", true);
});
afterAll(async () => {
  await setFlag("job-apply-ofccp", false);
});
const path = (id: string) => `/api/candidates/applications/${id}/self-identification`;
const read = (id: string, cookie?: string) => callRoute(GET, { path: path(id), params: { id }, cookie });
const write = (id: string, body: unknown, cookie?: string) => callRoute(PUT, { method: "PUT", path: path(id), params: { id }, cookie, body });

const FULL = {
  gender: "female",
  raceEthnicity: "two-or-more",
  veteranStatus: "decline",
  disability: "no",
  cc305: { answer: "yes", name: "Avery Applicant", date: "2026-11-20" },
  protectedVeteran: { answer: "protected" },
};

async function setup(stage: "draft" | "applied" = "draft") {
  const { companyId, jobId } = await createCompanyWithJob();
  const owner = await signedInUser();
  const applicationId = await createApplication({ userId: owner.id, jobId, companyId, stage });
  return { owner, applicationId, companyId, jobId };
}

describe("self-identification: the owner's own answers", () => {
  it("reads null before anything is saved, then saves and reads back with each form's version", async () => {
    const { owner, applicationId, jobId, companyId } = await setup();
    const empty = await read(applicationId, owner.cookie);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ answers: null });

    const saved = await write(applicationId, FULL, owner.cookie);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const expected = {
      gender: "female",
      raceEthnicity: "two-or-more",
      veteranStatus: "decline",
      disability: "no",
      selfReportVersion: SELF_REPORT_VERSION,
      cc305: { answer: "yes", name: "Avery Applicant", date: "2026-11-20", formVersion: CC305.version },
      protectedVeteran: { answer: "protected", formVersion: PROTECTED_VETERAN.version },
    };
    expect(((await saved.json()) as SelfIdentificationView).answers).toEqual(expected);
    expect(((await (await read(applicationId, owner.cookie)).json()) as SelfIdentificationView).answers).toEqual(expected);
    const [row] = await getDb().select().from(selfIdentifications).where(eq(selfIdentifications.applicationId, applicationId));
    expect(row).toMatchObject({ jobId, companyId, answers: expected });

    // A second save replaces the first; every question may be left out ("decline" or nothing).
    const again = await write(applicationId, { gender: "decline", cc305: { answer: "decline", name: "", date: "" } }, owner.cookie);
    expect(again.status).toBe(200);
    const answers = ((await again.json()) as SelfIdentificationView).answers!;
    expect(answers).toEqual({ gender: "decline", selfReportVersion: SELF_REPORT_VERSION, cc305: { answer: "decline", name: "", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), formVersion: CC305.version } });
    expect((await write(applicationId, {}, owner.cookie)).status).toBe(200);
    expect(((await (await read(applicationId, owner.cookie)).json()) as SelfIdentificationView).answers).toEqual({});
  });

  it("refuses codes that are not on the form, unknown fields and a bad date, and stores nothing", async () => {
    const { owner, applicationId } = await setup();
    for (const body of [
      { gender: "robot" },
      { raceEthnicity: "White" },
      { cc305: { answer: "maybe", name: "", date: "" } },
      { cc305: { answer: "yes", name: "x".repeat(201), date: "" } },
      { cc305: { answer: "yes", name: "", date: "2026-13-45" } },
      { protectedVeteran: { answer: "veteran" } },
      { ethnicity: "white" },
      { gender: "female\u0000" },
    ]) {
      const response = await write(applicationId, body, owner.cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const issues = ((await (await write(applicationId, { gender: "robot", cc305: { answer: "yes", name: "n".repeat(201), date: "31/12/2026" } }, owner.cookie)).json()) as {
      error: { issues: { path: string; message: string }[] };
    }).error.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      gender: "Type a valid Gender",
      "cc305.name": "Name must be less than 200 characters.",
      "cc305.date": "Type a valid Date",
    });
    expect(await getDb().select().from(selfIdentifications).where(eq(selfIdentifications.applicationId, applicationId))).toEqual([]);
  });

  it("accepts answers while a draft or within 24 hours of submitting, then refuses with 409", async () => {
    const { companyId, jobId } = await createCompanyWithJob();
    const owner = await signedInUser();
    const fresh = await createApplication({ userId: owner.id, jobId, companyId, stage: "applied", submittedAt: new Date(Date.now() - 60_000) });
    expect((await write(fresh, { gender: "male" }, owner.cookie)).status).toBe(200);

    const other = await createCompanyWithJob();
    const old = await createApplication({ userId: owner.id, jobId: other.jobId, companyId: other.companyId, stage: "applied", submittedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const late = await write(old, { gender: "male" }, owner.cookie);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(SELF_ID_MESSAGES.closed);

    const third = await createCompanyWithJob();
    const moved = await createApplication({ userId: owner.id, jobId: third.jobId, companyId: third.companyId, stage: "in-review" });
    expect((await write(moved, { gender: "male" }, owner.cookie)).status).toBe(409);
    // Reading one's own answers stays possible.
    expect((await read(old, owner.cookie)).status).toBe(200);
  });
});

describe("self-identification: the flags", () => {
  it("a form whose flag is off takes no new answers and keeps the ones saved before", async () => {
    const { owner, applicationId } = await setup();
    expect((await write(applicationId, FULL, owner.cookie)).status).toBe(200);
    try {
      await setFlag("job-apply-ofccp", false);
      const saved = await write(applicationId, { gender: "male", cc305: { answer: "no", name: "Changed", date: "" }, protectedVeteran: { answer: "decline" } }, owner.cookie);
      const answers = ((await saved.json()) as SelfIdentificationView).answers!;
      expect(answers.gender).toBe("male");
      expect(answers.cc305).toMatchObject({ answer: "yes", name: "Avery Applicant" });
      expect(answers.protectedVeteran?.answer).toBe("protected");
      await setFlag("job-apply-ofccp", true);
      await setFlag("job-apply-self-report", false);
      const again = ((await (await write(applicationId, { raceEthnicity: "asian", cc305: { answer: "no", name: "", date: "2026-11-21" } }, owner.cookie)).json()) as SelfIdentificationView).answers!;
      // The self-report keeps what the last save left (gender only: a save replaces the whole form).
      expect(again).toEqual({ gender: "male", selfReportVersion: SELF_REPORT_VERSION, cc305: { answer: "no", name: "", date: "2026-11-21", formVersion: CC305.version } });
      // Only the flags' forms: with both on again, leaving a form out clears it.
      await setFlag("job-apply-self-report", true);
      const cleared = ((await (await write(applicationId, { gender: "decline" }, owner.cookie)).json()) as SelfIdentificationView).answers!;
      expect(cleared).toEqual({ gender: "decline", selfReportVersion: SELF_REPORT_VERSION });
    } finally {
      await setFlag("job-apply-self-report", true);
      await setFlag("job-apply-ofccp", true);
    }
  });
});

describe("self-identification: nobody but the owner", () => {
  it("answers 404 to every other signed-in person and 401 signed out, reading or writing", async () => {
    const { owner, applicationId, companyId } = await setup();
    expect((await write(applicationId, FULL, owner.cookie)).status).toBe(200);

    const employer = await signedInUser({ roles: ["Hiring Manager"] });
    await addCompanyMember(companyId, employer.id);
    const otherEmployer = await signedInUser({ roles: ["Hiring Manager"] });
    await addCompanyMember((await createCompanyWithJob()).companyId, otherEmployer.id);
    const others: [string, string][] = [
      ["candidate B", (await signedInUser()).cookie],
      ["employer of the job's company", employer.cookie],
      ["employer of another company", otherEmployer.cookie],
      ["H2O hiring manager", (await signedInUser({ roles: ["H2O Hiring Manager"] })).cookie],
      ["recruiter", (await signedInUser({ roles: ["Recruiter"] })).cookie],
      ["administrator", (await signedInAdmin()).cookie],
    ];
    for (const [who, cookie] of others) {
      const got = await read(applicationId, cookie);
      expect(got.status, `${who} reads`).toBe(404);
      expect(await got.text(), who).not.toContain("two-or-more");
      expect((await write(applicationId, { gender: "male" }, cookie)).status, `${who} writes`).toBe(404);
    }
    expect((await read(applicationId)).status).toBe(401);
    expect((await write(applicationId, { gender: "male" })).status).toBe(401);
    // A made-up or malformed id is the same 404.
    expect((await read("not-a-uuid", owner.cookie)).status).toBe(404);
    expect((await read("00000000-0000-4000-8000-000000000000", owner.cookie)).status).toBe(404);
    // Nothing changed.
    expect(((await (await read(applicationId, owner.cookie)).json()) as SelfIdentificationView).answers?.gender).toBe("female");
  });
});
