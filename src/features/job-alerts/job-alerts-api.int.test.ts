import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobAlerts } from "@/db/schema";
import { GET as alertsGet, POST as alertsPost } from "@/app/api/candidates/job-alerts/route";
import { DELETE as alertDelete, PATCH as alertPatch } from "@/app/api/candidates/job-alerts/[id]/route";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { JOB_ALERT_LIMITS } from "./schemas";
import { countJobAlerts, listJobAlerts } from "./server/queries";
import type { JobAlert } from "./types";

/*
 * Job alerts (decision 027) through the real route handlers on a real database: the messages word for
 * word, the limits (text lengths, radius 1-200, 20 alerts), edit and pause/resume as partial
 * updates, and the authorization matrix: another person's alert is 404 to read-modify-delete, signed
 * out is 401.
 */
type Actor = { id: string; cookie: string };

async function signedIn(): Promise<Actor> {
  const user = await createUser();
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  return { id: user.id, cookie };
}

const ALERT = { name: "Night nursing", keywords: "registered nurse", location: "60601", radiusMiles: "30", remoteOnly: false, employmentTypes: ["full-time"], frequency: "daily", active: true };

const list = (cookie?: string) => callRoute(alertsGet, { path: "/api/candidates/job-alerts", cookie });
const create = (cookie: string | undefined, body: unknown = ALERT) => callRoute(alertsPost, { method: "POST", path: "/api/candidates/job-alerts", cookie, body });
const patch = (cookie: string | undefined, id: string, body: unknown) => callRoute(alertPatch, { method: "PATCH", path: `/api/candidates/job-alerts/${id}`, cookie, params: { id }, body });
const remove = (cookie: string | undefined, id: string) => callRoute(alertDelete, { method: "DELETE", path: `/api/candidates/job-alerts/${id}`, cookie, params: { id } });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function issuesOf(res: Response): Promise<Record<string, string>> {
  expect(res.status, await res.clone().text()).toBe(400);
  const body = (await res.json()) as { error: { issues?: { path: string; message: string }[] } };
  return Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
}

describe("job alerts: the owner's own", () => {
  it("creates, lists, edits, pauses, resumes and deletes", async () => {
    const a = await signedIn();
    expect(await json<JobAlert[]>(await list(a.cookie))).toEqual([]);
    const created = await json<JobAlert>(await create(a.cookie), 201);
    expect(created).toMatchObject({ name: "Night nursing", keywords: "registered nurse", location: "60601", radiusMiles: 30, remoteOnly: false, employmentTypes: ["full-time"], frequency: "daily", active: true, lastSentAt: null });
    const second = await json<JobAlert>(await create(a.cookie, { ...ALERT, name: "Remote", keywords: "", location: "", radiusMiles: "", remoteOnly: true, employmentTypes: [], frequency: "weekly" }), 201);
    expect((await json<JobAlert[]>(await list(a.cookie))).map((x) => x.id)).toEqual([created.id, second.id]);

    const edited = await json<JobAlert>(await patch(a.cookie, created.id, { ...ALERT, name: "Day nursing", employmentTypes: ["part-time", "full-time"] }));
    expect(edited).toMatchObject({ name: "Day nursing", employmentTypes: ["full-time", "part-time"], active: true });
    // Pause and resume change only "active".
    expect(await json<JobAlert>(await patch(a.cookie, created.id, { active: false }))).toMatchObject({ name: "Day nursing", keywords: "registered nurse", radiusMiles: 30, active: false });
    expect(await countJobAlerts(getDb(), a.id)).toEqual({ total: 2, active: 1 });
    expect((await json<JobAlert>(await patch(a.cookie, created.id, { active: true }))).active).toBe(true);

    expect((await remove(a.cookie, second.id)).status).toBe(204);
    expect((await json<JobAlert[]>(await list(a.cookie))).map((x) => x.id)).toEqual([created.id]);
    expect((await remove(a.cookie, second.id)).status).toBe(404);
  });

  it("refuses bad input with the spec's messages and ours, and stores nothing", async () => {
    const a = await signedIn();
    expect(
      await issuesOf(await create(a.cookie, { ...ALERT, name: " ", keywords: "k".repeat(201), location: "l".repeat(101), radiusMiles: "2O", employmentTypes: ["gig"], frequency: "hourly" })),
    ).toEqual({
      name: "Type a valid Alert name",
      keywords: "Keywords must be less than 200 characters.",
      location: "Location must be less than 100 characters.",
      radiusMiles: "Type a valid Radius",
      employmentTypes: "Type a valid Employment type",
      frequency: "Type a valid Frequency",
    });
    expect(await issuesOf(await create(a.cookie, { ...ALERT, name: "n".repeat(101) }))).toEqual({ name: "Alert name must be less than 100 characters." });
    for (const radius of ["0", "201", "999"]) expect(await issuesOf(await create(a.cookie, { ...ALERT, radiusMiles: radius })), radius).toEqual({ radiusMiles: "Radius must be between 1 and 200 miles" });
    expect(await issuesOf(await create(a.cookie, { ...ALERT, radiusMiles: "1000" }))).toEqual({ radiusMiles: "Radius must be less than 3 characters." });
    expect(await issuesOf(await create(a.cookie, { ...ALERT, keywords: "", location: "", remoteOnly: false, employmentTypes: [] }))).toEqual({
      keywords: "Add keywords, a location, remote only or an employment type, so the alert has something to look for",
    });
    expect(await getDb().select().from(jobAlerts).where(eq(jobAlerts.userId, a.id))).toEqual([]);

    // The limits themselves are accepted (the database's checks agree).
    const max = await json<JobAlert>(await create(a.cookie, { ...ALERT, name: "n".repeat(100), keywords: "k".repeat(200), location: "l".repeat(100), radiusMiles: "200" }), 201);
    expect(max.radiusMiles).toBe(200);
    expect((await json<JobAlert>(await create(a.cookie, { ...ALERT, radiusMiles: "1" }), 201)).radiusMiles).toBe(1);

    // An edit that would leave nothing to look for is refused, the alert unchanged.
    expect(await issuesOf(await patch(a.cookie, max.id, { keywords: "", location: "", employmentTypes: [] }))).toEqual({
      keywords: "Add keywords, a location, remote only or an employment type, so the alert has something to look for",
    });
    expect(await issuesOf(await patch(a.cookie, max.id, { radiusMiles: "500", frequency: "monthly" }))).toEqual({ radiusMiles: "Radius must be between 1 and 200 miles", frequency: "Type a valid Frequency" });
    expect((await listJobAlerts(getDb(), a.id)).find((x) => x.id === max.id)).toMatchObject({ keywords: "k".repeat(200), radiusMiles: 200, frequency: "daily" });
  });

  it("keeps at most 20 alerts per person, with a clear message at the limit", async () => {
    const a = await signedIn();
    const made: JobAlert[] = [];
    for (let i = 0; i < JOB_ALERT_LIMITS.perPerson; i++) made.push(await json<JobAlert>(await create(a.cookie, { ...ALERT, name: `Alert ${i + 1}` }), 201));
    const refused = await create(a.cookie, { ...ALERT, name: "One too many" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("You can keep up to 20 job alerts. Delete one to create another.");
    // Parallel creates at the limit cannot pass it together.
    expect((await remove(a.cookie, made[0]!.id)).status).toBe(204);
    const statuses = (await Promise.all([create(a.cookie, { ...ALERT, name: "Race 1" }), create(a.cookie, { ...ALERT, name: "Race 2" })])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect((await countJobAlerts(getDb(), a.id)).total).toBe(20);
    // Another person has their own 20.
    const b = await signedIn();
    expect((await create(b.cookie)).status).toBe(201);
  });
});

describe("job alerts: authorization matrix", () => {
  it("nobody signed in gets 401 on every read and write", async () => {
    const a = await signedIn();
    const alert = await json<JobAlert>(await create(a.cookie), 201);
    for (const res of [await list(), await create(undefined), await patch(undefined, alert.id, { active: false }), await remove(undefined, alert.id)]) expect(res.status).toBe(401);
    expect((await listJobAlerts(getDb(), a.id))[0]?.active).toBe(true);
  });

  it("candidate B cannot read, change, pause or delete candidate A's alerts (404)", async () => {
    const a = await signedIn();
    const alert = await json<JobAlert>(await create(a.cookie), 201);
    const b = await signedIn();
    expect(await json<JobAlert[]>(await list(b.cookie))).toEqual([]);
    expect((await patch(b.cookie, alert.id, { ...ALERT, name: "Hijacked" })).status).toBe(404);
    expect((await patch(b.cookie, alert.id, { active: false })).status).toBe(404);
    expect((await remove(b.cookie, alert.id)).status).toBe(404);
    expect(await listJobAlerts(getDb(), a.id)).toEqual([alert]);
  });

  it("an id that is not a uuid or does not exist is 404", async () => {
    const a = await signedIn();
    expect((await patch(a.cookie, "not-an-id", { active: false })).status).toBe(404);
    expect((await patch(a.cookie, "00000000-0000-4000-8000-000000000000", { active: false })).status).toBe(404);
    expect((await remove(a.cookie, "nope")).status).toBe(404);
  });

  it("writes need the CSRF header", async () => {
    const a = await signedIn();
    const res = await callRoute(alertsPost, { method: "POST", path: "/api/candidates/job-alerts", cookie: a.cookie, body: ALERT, csrf: false });
    expect(res.status).toBe(403);
    expect(await getDb().select().from(jobAlerts).where(eq(jobAlerts.userId, a.id))).toEqual([]);
  });
});
