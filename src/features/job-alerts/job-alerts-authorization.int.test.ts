import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { GET as alertsGet, POST as alertsPost } from "@/app/api/candidates/job-alerts/route";
import { DELETE as alertDelete, PATCH as alertPatch } from "@/app/api/candidates/job-alerts/[id]/route";
import { POST as newAlertPost } from "@/app/api/job-alerts/route";
import { POST as confirmPost } from "@/app/api/job-alerts/confirm/route";
import { POST as unsubscribePost } from "@/app/api/job-alerts/unsubscribe/[token]/route";
import { GET as openGet } from "@/app/api/job-alerts/open/[delivery]/route";
import { GET as clickGet } from "@/app/api/job-alerts/click/[delivery]/route";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import type { JobAlert } from "./types";

/*
 * Who may touch a job alert (decisions 027, 037), over every alert API: the owner only. Candidate B,
 * hiring managers of two companies, a recruiter and an administrator get the same 404 as for an alert
 * that does not exist, and change nothing; signed out is 401 on the account routes. The public routes
 * are keyed by their secrets: a wrong token or delivery changes nothing (404, or the pixel / a
 * redirect to /jobs that records nothing).
 */
type Actor = { id: string; cookie: string; email: string };
const ALERT = { name: "Night nursing", keywords: "nurse", location: "", radiusMiles: "", remoteOnly: false, employmentTypes: [], frequency: "daily", active: true };

let a: Actor;
let others: [string, Actor][];
let alert: JobAlert;

const list = (cookie?: string) => callRoute(alertsGet, { path: "/api/candidates/job-alerts", cookie });
const patch = (cookie: string | undefined, id: string, body: unknown) => callRoute(alertPatch, { method: "PATCH", path: `/api/candidates/job-alerts/${id}`, cookie, params: { id }, body });
const remove = (cookie: string | undefined, id: string) => callRoute(alertDelete, { method: "DELETE", path: `/api/candidates/job-alerts/${id}`, cookie, params: { id } });
const stored = async (id: string) => (await getDb().execute<{ name: string; active: boolean; user_id: string }>(sql`select name, active, user_id from job_alerts where id = ${id}`)).rows[0];

beforeAll(async () => {
  a = await signedInUser();
  others = [
    ["candidate B", await signedInUser()],
    ["employer A", await signedInUser({ roles: ["Hiring Manager"] })],
    ["employer B", await signedInUser({ roles: ["H2O Hiring Manager"] })],
    ["recruiter", await signedInUser({ roles: ["Recruiter"] })],
    ["admin", await signedInAdmin()],
  ];
  const res = await callRoute(alertsPost, { method: "POST", path: "/api/candidates/job-alerts", cookie: a.cookie, body: ALERT });
  expect(res.status).toBe(201);
  alert = (await res.json()) as JobAlert;
});

describe("account alert routes", () => {
  it("lets nobody but the owner list, edit, pause or delete an alert", async () => {
    for (const [who, actor] of others) {
      expect(await (await list(actor.cookie)).json(), who).toEqual([]);
      expect((await patch(actor.cookie, alert.id, { name: "Mine now" })).status, who).toBe(404);
      expect((await patch(actor.cookie, alert.id, { active: false })).status, who).toBe(404);
      expect((await remove(actor.cookie, alert.id)).status, who).toBe(404);
    }
    expect(await stored(alert.id)).toEqual({ name: "Night nursing", active: true, user_id: a.id });
    expect(((await (await list(a.cookie)).json()) as JobAlert[]).map((x) => x.id)).toEqual([alert.id]);
  });

  it("answers 401 signed out on every account route", async () => {
    expect((await list()).status).toBe(401);
    expect((await callRoute(alertsPost, { method: "POST", path: "/api/candidates/job-alerts", body: ALERT })).status).toBe(401);
    expect((await patch(undefined, alert.id, { active: false })).status).toBe(401);
    expect((await remove(undefined, alert.id)).status).toBe(401);
    expect((await stored(alert.id))!.active).toBe(true);
  });

  it("saves an alert made from a search to whoever is signed in, never to someone else", async () => {
    for (const [who, actor] of others) {
      const res = await callRoute(newAlertPost, { method: "POST", path: "/api/job-alerts", cookie: actor.cookie, body: { ...ALERT, email: a.email } });
      expect(res.status, who).toBe(201);
      const { alert: made } = (await res.json()) as { alert: JobAlert };
      expect((await stored(made.id))!.user_id, who).toBe(actor.id);
    }
    expect(((await (await list(a.cookie)).json()) as JobAlert[]).map((x) => x.id)).toEqual([alert.id]);
  });
});

describe("token routes", () => {
  const html = { "content-type": "application/x-www-form-urlencoded" };
  it("404 for a wrong token, signed in as anyone or not, and nothing changes", async () => {
    const wrong = "a".repeat(64);
    for (const cookie of [undefined, a.cookie, ...others.map(([, o]) => o.cookie)]) {
      expect((await callRoute(unsubscribePost, { method: "POST", path: `/api/job-alerts/unsubscribe/${wrong}`, cookie, params: { token: wrong }, headers: html, rawBody: "List-Unsubscribe=One-Click" })).status).toBe(404);
      expect((await callRoute(confirmPost, { method: "POST", path: "/api/job-alerts/confirm", cookie, body: { token: wrong } })).status).toBe(404);
    }
    // The alert's id is not its token.
    expect((await callRoute(unsubscribePost, { method: "POST", path: `/api/job-alerts/unsubscribe/${alert.id}`, params: { token: alert.id }, headers: html, rawBody: "List-Unsubscribe=One-Click" })).status).toBe(404);
    expect((await stored(alert.id))!.active).toBe(true);
  });

  it("records no open for a delivery that does not exist, and never redirects off Upstep", async () => {
    const id = crypto.randomUUID();
    const pixel = await openGet(new Request(`http://localhost/api/job-alerts/open/${id}`), { params: Promise.resolve({ delivery: id }) });
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    const click = await clickGet(new Request(`http://localhost/api/job-alerts/click/${id}?to=https://evil.example/`), { params: Promise.resolve({ delivery: id }) });
    expect(click.headers.get("location")).toBe("/jobs");
    const opened = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from job_alerts where last_opened_at is not null`);
    expect(opened.rows[0]!.n).toBe(0);
  });
});
