import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, okrKeyResults, okrObjectives } from "@/db/schema";
import { POST as createObjectivePost } from "@/app/api/admin/okrs/objectives/route";
import { DELETE as objectiveDelete, PATCH as objectivePatch } from "@/app/api/admin/okrs/objectives/[id]/route";
import { POST as keyResultPost } from "@/app/api/admin/okrs/objectives/[id]/key-results/route";
import { DELETE as keyResultDelete, PATCH as keyResultPatch } from "@/app/api/admin/okrs/key-results/[id]/route";
import { DELETE as figureDelete, PUT as figurePut } from "@/app/api/admin/okrs/figures/route";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { userAt } from "../admin-metrics.testing";
import { OKR_AUDIT } from "../labels";
import { getOkrDashboard } from "./queries";

/*
 * The OKR dashboard's admin APIs (decision 058): objectives, key results and Google Analytics figures
 * are validated on the server with field messages, audited with before/after in the same transaction,
 * refused to everyone but an administrator; the flag okr_non_google decides whether key results on
 * Upstep's own data may be made and whether they show.
 */
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
let admin: Admin;

const setFlag = (on: boolean) => getDb().execute(sql`update feature_flags set enabled = ${on} where key = 'okr_non_google'`);
const objective = { title: "Grow the candidate community", ownerName: "Growth team", periodStart: "2026-03-01", periodEnd: "2026-03-31" };
const createObjective = (body: unknown, cookie: string | null = admin.cookie) =>
  callRoute(createObjectivePost, { method: "POST", path: "/api/admin/okrs/objectives", body, cookie: cookie ?? undefined });
const createKr = (objectiveId: string, body: unknown, cookie = admin.cookie) =>
  callRoute(keyResultPost, { method: "POST", path: `/api/admin/okrs/objectives/${objectiveId}/key-results`, params: { id: objectiveId }, body, cookie });
const audits = (action: string) => getDb().select().from(auditEvents).where(eq(auditEvents.action, action));

beforeEach(async () => {
  // The file's database is shared by its tests: each starts without OKRs, figures or audit events.
  await getDb().execute(sql`truncate okr_objectives, okr_key_results, admin_metric_manual_values, audit_events cascade`);
  admin = await signedInAdmin();
  await setFlag(false);
});

describe("objectives", () => {
  it("creates, edits and deletes an objective, each audited", async () => {
    const res = await createObjective(objective);
    expect(res.status).toBe(200);
    const { objective: created } = await res.json();
    expect(created).toMatchObject(objective);
    const [a1] = await audits(OKR_AUDIT.objectiveCreate);
    expect(a1).toMatchObject({ actorUserId: admin.id, targetType: "okr-objective", targetId: created.id, data: { after: { title: objective.title } } });

    const patched = await callRoute(objectivePatch, { method: "PATCH", path: `/api/admin/okrs/objectives/${created.id}`, params: { id: created.id }, body: { ...objective, title: "Grow faster" }, cookie: admin.cookie });
    expect(patched.status).toBe(200);
    const [a2] = await audits(OKR_AUDIT.objectiveUpdate);
    expect(a2!.data).toMatchObject({ before: { title: objective.title }, after: { title: "Grow faster" } });

    await createKr(created.id, { title: "Sessions", metricKey: "ga-sessions", baseline: "0", target: "1000", direction: "up" });
    const deleted = await callRoute(objectiveDelete, { method: "DELETE", path: `/api/admin/okrs/objectives/${created.id}`, params: { id: created.id }, cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect(await getDb().select().from(okrObjectives).where(eq(okrObjectives.id, created.id))).toEqual([]);
    expect(await getDb().select().from(okrKeyResults).where(eq(okrKeyResults.objectiveId, created.id))).toEqual([]);
    const [a3] = await audits(OKR_AUDIT.objectiveDelete);
    expect(a3!.data).toMatchObject({ before: { title: "Grow faster", keyResults: [{ title: "Sessions", metricKey: "ga-sessions", target: 1000 }] } });
    const again = await callRoute(objectiveDelete, { method: "DELETE", path: `/api/admin/okrs/objectives/${created.id}`, params: { id: created.id }, cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it("answers 400 with each field's problem and saves nothing", async () => {
    const res = await createObjective({ title: "  ", ownerName: "x".repeat(101), periodStart: "2026-02-30", periodEnd: "2026-01-01" });
    expect(res.status).toBe(400);
    const issues = (await res.json()).error.issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Enter the objective." },
        { path: "ownerName", message: "The owner must be at most 100 characters." },
        { path: "periodStart", message: "The first day must be a date like 2026-01-31." },
      ]),
    );
    const long = await createObjective({ ...objective, periodStart: "2026-01-01", periodEnd: "2027-01-02" });
    expect((await long.json()).error.issues).toEqual([{ path: "periodEnd", message: "An objective's period can be at most 366 days long." }]);
    const backwards = await createObjective({ ...objective, periodStart: "2026-03-02", periodEnd: "2026-03-01" });
    expect((await backwards.json()).error.issues).toEqual([{ path: "periodEnd", message: "The last day must be on or after the first day." }]);
    expect(await getDb().select().from(okrObjectives)).toEqual([]);
    expect(await audits(OKR_AUDIT.objectiveCreate)).toEqual([]);
  });

  it("refuses everyone but an administrator with two-factor", async () => {
    expect((await createObjective(objective, null)).status).toBe(401);
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"]] as const) {
      const user = await signedInUser({ roles: [...roles] });
      expect((await createObjective(objective, user.cookie)).status).toBe(403);
    }
    const noMfa = await signedInUser({ roles: ["Administrator"] });
    expect((await createObjective(objective, noMfa.cookie)).status).toBe(403);
    expect(await getDb().select().from(okrObjectives)).toEqual([]);
  });
});

describe("key results and the okr_non_google flag", () => {
  it("binds key results to catalogue metrics, validated, audited, editable and deletable", async () => {
    const { objective: o } = await (await createObjective(objective)).json();
    const bad = await createKr(o.id, { title: "", metricKey: "made-up", baseline: "abc", target: "5", direction: "sideways" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Enter the key result." },
        { path: "baseline", message: "Enter the baseline as a number." },
        { path: "direction", message: "Choose whether the figure should go up or down." },
      ]),
    );
    const unknown = await createKr(o.id, { title: "Made up", metricKey: "made-up", baseline: "0", target: "5", direction: "up" });
    expect((await unknown.json()).error.issues).toEqual([{ path: "metricKey", message: "Choose a metric from the list." }]);
    const wrongWay = await createKr(o.id, { title: "Fewer", metricKey: "ga-sessions", baseline: "10", target: "20", direction: "down" });
    expect((await wrongWay.json()).error.issues).toEqual([{ path: "target", message: "To go down, the target must be below the baseline." }]);

    const ok = await createKr(o.id, { title: "10k sessions", metricKey: "ga-sessions", baseline: "0", target: "10,000", direction: "up" });
    expect(ok.status).toBe(200);
    const { keyResult } = await ok.json();
    expect(keyResult).toMatchObject({ metricKey: "ga-sessions", target: 10000, baseline: 0, direction: "up" });
    expect((await audits(OKR_AUDIT.keyResultCreate))[0]).toMatchObject({ targetId: keyResult.id, data: { after: { title: "10k sessions" } } });

    const edited = await callRoute(keyResultPatch, {
      method: "PATCH",
      path: `/api/admin/okrs/key-results/${keyResult.id}`,
      params: { id: keyResult.id },
      body: { title: "20k sessions", metricKey: "ga-sessions", baseline: 0, target: 20000, direction: "up" },
      cookie: admin.cookie,
    });
    expect(edited.status).toBe(200);
    expect((await audits(OKR_AUDIT.keyResultUpdate))[0]!.data).toMatchObject({ before: { target: 10000 }, after: { target: 20000, title: "20k sessions" } });

    const gone = await callRoute(keyResultDelete, { method: "DELETE", path: `/api/admin/okrs/key-results/${keyResult.id}`, params: { id: keyResult.id }, cookie: admin.cookie });
    expect(gone.status).toBe(200);
    expect((await audits(OKR_AUDIT.keyResultDelete))[0]!.data).toMatchObject({ before: { title: "20k sessions" } });
    const missing = await createKr("8d0b6a2e-2c1e-4a55-9a5e-5b1e1f1f1f1f", { title: "x", metricKey: "ga-sessions", baseline: "0", target: "5", direction: "up" });
    expect(missing.status).toBe(404);
  });

  it("with the flag off, refuses first-party metrics and hides their key results; on, shows both", async () => {
    const { objective: o } = await (await createObjective(objective)).json();
    const refused = await createKr(o.id, { title: "Candidates", metricKey: "new-candidates", baseline: "0", target: "3", direction: "up" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.issues[0]).toEqual({
      path: "metricKey",
      message: "New candidates is Upstep's own data, which the OKR dashboard shows only while the okr_non_google flag is on. Choose a Google Analytics metric.",
    });

    await setFlag(true);
    expect((await createKr(o.id, { title: "Candidates", metricKey: "new-candidates", baseline: "0", target: "4", direction: "up" })).status).toBe(200);
    expect((await createKr(o.id, { title: "Sessions", metricKey: "ga-sessions", baseline: "0", target: "100", direction: "up" })).status).toBe(200);
    await userAt("2026-03-02T10:00:00Z");
    await userAt("2026-03-03T10:00:00Z");
    await userAt("2026-02-28T10:00:00Z"); // before the objective
    const fig = await callRoute(figurePut, { method: "PUT", path: "/api/admin/okrs/figures", body: { metricKey: "ga-sessions", day: "2026-03-02", value: "25" }, cookie: admin.cookie });
    expect(fig.status).toBe(200);

    const now = new Date("2026-03-04T12:00:00Z");
    const [on] = await getOkrDashboard(getDb(), { showFirstParty: true, now });
    expect(on!.keyResults.map((k) => [k.title, k.actual, k.progress, k.source])).toEqual([
      ["Candidates", 2, 50, "first-party"],
      ["Sessions", 25, 25, "google-analytics"],
    ]);
    const chart = on!.keyResults[0]!.points;
    expect(chart.slice(0, 5).map((p) => p.actual)).toEqual([0, 1, 2, 2, null]);
    expect(chart).toHaveLength(31);
    expect(chart.every((p) => p.target === 4)).toBe(true);
    expect(on!.hiddenKeyResults).toEqual([]);

    const [off] = await getOkrDashboard(getDb(), { showFirstParty: false, now });
    expect(off!.keyResults.map((k) => k.title)).toEqual(["Sessions"]);
    expect(off!.hiddenKeyResults.map((k) => [k.title, k.metricLabel])).toEqual([["Candidates", "New candidates"]]);
  });
});

describe("Google Analytics figures", () => {
  it("records, replaces and deletes a day's figure, audited; refuses first-party metrics", async () => {
    const put = (body: unknown, cookie = admin.cookie) => callRoute(figurePut, { method: "PUT", path: "/api/admin/okrs/figures", body, cookie });
    expect((await put({ metricKey: "ga-page-views", day: "2026-03-05", value: "10" })).status).toBe(200);
    expect((await put({ metricKey: "ga-page-views", day: "2026-03-05", value: 12 })).status).toBe(200);
    const records = await audits(OKR_AUDIT.figureRecord);
    expect(records.map((r) => r.data).sort((a, b) => Number(a.after) - Number(b.after))).toEqual([
      { metricKey: "ga-page-views", day: "2026-03-05", before: null, after: 10 },
      { metricKey: "ga-page-views", day: "2026-03-05", before: 10, after: 12 },
    ]);
    const own = await put({ metricKey: "applications", day: "2026-03-05", value: 1 });
    expect(own.status).toBe(400);
    expect((await own.json()).error.issues).toEqual([{ path: "metricKey", message: "Choose a Google Analytics metric: Upstep counts its own metrics itself." }]);
    expect((await put({ metricKey: "ga-page-views", day: "2026-03-05", value: -1 })).status).toBe(400);
    const candidate = await signedInUser();
    expect((await put({ metricKey: "ga-page-views", day: "2026-03-05", value: 1 }, candidate.cookie)).status).toBe(403);

    const del = (qs: string) => callRoute(figureDelete, { method: "DELETE", path: `/api/admin/okrs/figures?${qs}`, cookie: admin.cookie });
    expect((await del("metricKey=ga-page-views&day=2026-03-05")).status).toBe(200);
    expect((await audits(OKR_AUDIT.figureDelete))[0]!.data).toEqual({ metricKey: "ga-page-views", day: "2026-03-05", before: 12, after: null });
    expect((await del("metricKey=ga-page-views&day=2026-03-05")).status).toBe(404);
  });
});
