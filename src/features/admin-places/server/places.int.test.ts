import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, featureFlags, jobs, locations, placeAliases, postalCodes, unresolvedPlaces } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { POST as correctPost, DELETE as correctDelete } from "@/app/api/admin/places/unresolved/[id]/correct/route";
import { POST as mergePost } from "@/app/api/admin/places/locations/merge/route";
import { GET as pickerGet } from "@/app/api/admin/places/locations/route";
import { POST as stagePost } from "@/app/api/admin/places/postal-codes/uploads/route";
import { POST as decidePost } from "@/app/api/admin/places/postal-codes/uploads/[id]/route";
import { callRoute } from "@/testing/http";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { PLACES_MESSAGES as M } from "../messages";
import { listLocations, listUnresolvedPlaces, postalDatasetStatus } from "./queries";

const DAY = 86_400_000;
const record = (ref: string, place: { postalCode?: string; city?: string; state?: string }) => ({
  title: `Driver ${ref}`, referenceNumber: ref, date: new Date(Date.now() - DAY).toISOString(), validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
  url: `https://careers.example.com/${ref}`, company: "Places Freight", country: "US", description: "<p>Drive.</p>", jobType: "Full-time", category: "Logistics", subcategory: "Transportation", ...place,
});

let adminCookie: string;
let otherCookie: string;
beforeAll(async () => {
  await loadPostalCodes(getDb(), { states: ["TX", "WA"] });
  adminCookie = (await signedInUser({ roles: ["Administrator"], twoFactorEnabled: true, name: "Lou Locations" })).cookie;
  otherCookie = (await signedInUser({ roles: ["Recruiter"] })).cookie;
});

const jobByRef = async (ref: string) => (await getDb().select().from(jobs).where(eq(jobs.externalRef, ref)))[0];
const post = (handler: typeof correctPost, path: string, body: unknown, params: Record<string, string> = {}, cookie = adminCookie) =>
  callRoute(handler, { method: "POST", path, body, params, cookie });

describe("places that did not resolve", () => {
  it("a real import records them with counts, examples and the source; a correction imports their jobs on the next run", async () => {
    const db = getDb();
    const feed = [
      record("OK1", { postalCode: "78701" }),
      record("BAD1", { postalCode: "00042" }),
      record("BAD2", { postalCode: "00042" }),
      record("BAD3", { postalCode: "98101", state: "TX" }),
    ];
    const first = await importJobs(db, { source: "places-feed", records: feed });
    expect(first).toMatchObject({ created: 1, rejected: 3 });
    const open = await listUnresolvedPlaces(db, { q: "", show: "open", page: 1 });
    const unknown = open.rows.find((r) => r.label === "00042")!;
    expect(unknown).toMatchObject({ source: "places-feed", reason: "unknown postal code", latestRunJobs: 2, runs: 1 });
    expect(unknown.examples.map((e) => e.ref)).toEqual(["BAD1", "BAD2"]);
    expect(open.rows.find((r) => r.label === "TX 98101")).toMatchObject({ reason: "postal code does not match state", latestRunJobs: 1, runs: 1 });

    // The count is the latest run's, not a total that grows with every run of a daily feed: a second
    // run of the same feed, one record a batch (the run's batches add up), still says 2, in 2 runs.
    await importJobs(db, { source: "places-feed", records: feed, batchSize: 1 });
    const second = (await listUnresolvedPlaces(db, { q: "00042", show: "all", page: 1 })).rows[0]!;
    expect(second).toMatchObject({ latestRunJobs: 2, runs: 2, firstSeenAt: unknown.firstSeenAt });
    expect(second.examples.map((e) => e.ref)).toEqual(["BAD1", "BAD2"]);
    expect(Date.parse(second.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(unknown.lastSeenAt));
    // A run where the feed has only one of them says 1, with that run's example.
    await importJobs(db, { source: "places-feed", records: feed.filter((r) => r.referenceNumber !== "BAD2"), expireMissing: false });
    const oneLeft = (await listUnresolvedPlaces(db, { q: "00042", show: "all", page: 1 })).rows[0]!;
    expect(oneLeft).toMatchObject({ latestRunJobs: 1, runs: 3 });
    expect(oneLeft.examples.map((e) => e.ref)).toEqual(["BAD1"]);

    // Non-admins are refused; a bad postal code is explained.
    expect((await post(correctPost, `/api/admin/places/unresolved/${unknown.id}/correct`, { postalCode: "78702" }, { id: unknown.id }, otherCookie)).status).toBe(403);
    const bad = await post(correctPost, `/api/admin/places/unresolved/${unknown.id}/correct`, { postalCode: "00001" }, { id: unknown.id });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(M.postalUnknown);

    const res = await post(correctPost, `/api/admin/places/unresolved/${unknown.id}/correct`, { postalCode: "78702" }, { id: unknown.id });
    expect(res.status).toBe(200);
    expect((await res.json()).correctedTo.name).toBe("Austin, TX 78702");
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, "admin.place.correct"));
    expect(audit!.data).toMatchObject({ label: "00042", after: { locationKey: "US-78702" } });

    const third = await importJobs(db, { source: "places-feed", records: feed });
    expect(third).toMatchObject({ created: 2, rejected: 1 });
    const moved = await jobByRef("BAD1");
    const [place] = await db.select().from(locations).where(eq(locations.id, moved!.primaryLocationId!));
    expect(place!.key).toBe("US-78702");
    expect((await listUnresolvedPlaces(db, { q: "", show: "corrected", page: 1 })).rows.map((r) => r.label)).toEqual(["00042"]);

    // Undo: the place is open again.
    const undo = await callRoute(correctDelete, { method: "DELETE", path: `/api/admin/places/unresolved/${unknown.id}/correct`, params: { id: unknown.id }, cookie: adminCookie });
    expect(undo.status).toBe(200);
    expect(await db.select().from(placeAliases).where(eq(placeAliases.alias, "place:||00042"))).toHaveLength(0);
  });

  it("merges a duplicate location: its jobs and primary locations move, it is deleted, and a feed naming it resolves to the target", async () => {
    const db = getDb();
    // "Austn, TX" is not in the dataset: the importer makes a City location without coordinates.
    const feed = [record("TYPO1", { city: "Austn", state: "TX" }), record("TYPO2", { city: "Austn", state: "TX" }), record("GOOD", { city: "Austin", state: "TX" })];
    await importJobs(db, { source: "merge-feed", records: feed });
    const [dup] = await db.select().from(locations).where(eq(locations.key, "US-TX-austn"));
    const [target] = await db.select().from(locations).where(eq(locations.key, "US-TX-austin"));
    expect(dup!.latitude).toBeNull();
    const noCoords = await listLocations(db, { lq: "", lsort: "jobs", lpage: 1, nocoords: "1" });
    expect(noCoords.rows.find((r) => r.key === "US-TX-austn")).toMatchObject({ jobs: 2, hasCoordinates: false });

    const picker = await callRoute(pickerGet, { path: "/api/admin/places/locations?q=Austn", cookie: adminCookie });
    expect((await picker.json()).locations.map((l: { key: string }) => l.key)).toEqual(["US-TX-austn"]);

    expect((await post(mergePost, "/api/admin/places/locations/merge", { duplicateId: dup!.id, targetId: dup!.id })).status).toBe(400);
    expect((await post(mergePost, "/api/admin/places/locations/merge", { duplicateId: dup!.id, targetId: target!.id }, {}, otherCookie)).status).toBe(403);
    const res = await post(mergePost, "/api/admin/places/locations/merge", { duplicateId: dup!.id, targetId: target!.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ targetId: target!.id, jobsMoved: 2 });
    expect(await db.select().from(locations).where(eq(locations.id, dup!.id))).toHaveLength(0);
    expect((await jobByRef("TYPO1"))!.primaryLocationId).toBe(target!.id);
    const states = await db.execute<{ n: number }>(sql`select count(*)::int as n from job_locations where location_id = ${target!.id}`);
    expect(Number(states.rows[0]!.n)).toBe(3);
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, "admin.location.merge"));
    expect(audit!.data).toMatchObject({ before: { duplicate: { key: "US-TX-austn" } }, jobsMoved: 2 });

    // The feed still says "Austn": it resolves to Austin instead of making the duplicate again.
    await importJobs(db, { source: "merge-feed", records: [...feed, record("TYPO3", { city: "Austn", state: "TX" })] });
    expect(await db.select().from(locations).where(eq(locations.key, "US-TX-austn"))).toHaveLength(0);
    expect((await jobByRef("TYPO3"))!.primaryLocationId).toBe(target!.id);
  });

  it("the location API answers 404 when the flag is off", async () => {
    await getDb().update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "admin-job-location-management"));
    try {
      expect((await callRoute(pickerGet, { path: "/api/admin/places/locations?q=a", cookie: adminCookie })).status).toBe(404);
    } finally {
      await getDb().update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "admin-job-location-management"));
    }
  });
});

describe("postal-code dataset refresh", () => {
  const stage = (body: unknown, cookie = adminCookie) => callRoute(stagePost, { method: "POST", path: "/api/admin/places/postal-codes/uploads", body, cookie });

  it("refuses a CSV with bad rows, listing each row's error by line", async () => {
    const csv = "postal_code,city,state_code,latitude,longitude\n99901,Testville,TX,30.1,-97.1\n1234,Nowhere,TX,30,-97\n99902,Far,ZZ,95,-97\n99901,Again,TX,30,-97\n";
    const res = await stage({ origin: "csv", csv, mode: "merge", fileName: "bad.csv" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toBe(M.csvRowErrors(3));
    expect(body.error.issues).toEqual([
      { path: "line 3", message: M.postalCode },
      { path: "line 4", message: `${M.stateCode} ${M.latitude}` },
      { path: "line 5", message: M.duplicate(2) },
    ]);
    expect((await stage({ origin: "csv", csv: "zip,city\n1,2\n", mode: "merge" })).status).toBe(400);
    expect((await stage({ origin: "csv", csv, mode: "merge" }, otherCookie)).status).toBe(403);
  });

  it("shows the diff before applying (added, changed, removed with examples), then applies it in one go, audited", async () => {
    const db = getDb();
    const before = await postalDatasetStatus(db);
    const [austin] = await db.select().from(postalCodes).where(eq(postalCodes.postalCode, "78701"));
    const csv = [
      "postal_code,city,state_code,latitude,longitude",
      "99901,Testville,TX,30.1,-97.1",
      `78701,Austin Downtown,TX,${austin!.latitude},${austin!.longitude}`,
      `78702,Austin,TX,30.26,-97.71`,
    ].join("\n");
    const res = await stage({ origin: "csv", csv, mode: "merge", fileName: "small.csv" });
    expect(res.status).toBe(200);
    const staged = await res.json();
    expect(staged.diff).toMatchObject({ mode: "merge", incoming: 3, added: 1, removed: 0 });
    expect(staged.diff.examples.added).toEqual([{ postalCode: "99901", city: "Testville", stateCode: "TX", latitude: 30.1, longitude: -97.1 }]);
    expect(staged.diff.examples.changed.map((c: { before: { city: string }; after: { city: string } }) => [c.before.city, c.after.city])).toContainEqual(["Austin", "Austin Downtown"]);
    // Nothing changed yet.
    expect((await postalDatasetStatus(db)).count).toBe(before.count);

    // Replace mode would remove every code the file does not have.
    const replace = await (await stage({ origin: "csv", csv, mode: "replace" })).json();
    expect(replace.diff.removed).toBe(before.count - 2);
    expect((await callRoute(decidePost, { method: "POST", path: "/x", params: { id: replace.id }, body: { decision: "discard" }, cookie: adminCookie })).status).toBe(200);

    const applied = await callRoute(decidePost, { method: "POST", path: "/x", params: { id: staged.id }, body: { decision: "apply" }, cookie: adminCookie });
    expect(applied.status).toBe(200);
    const after = await postalDatasetStatus(db);
    expect(after.count).toBe(before.count + 1);
    expect(after.lastLoad).toMatchObject({ id: staged.id, origin: "csv", fileName: "small.csv", byName: "Lou Locations" });
    expect((await db.select().from(postalCodes).where(eq(postalCodes.postalCode, "78701")))[0]!.city).toBe("Austin Downtown");
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, "admin.postal-codes.apply"));
    expect(audit!.data).toMatchObject({ mode: "merge", added: 1, before: { count: before.count }, after: { count: before.count + 1 } });
    // An applied upload cannot be applied again.
    expect((await callRoute(decidePost, { method: "POST", path: "/x", params: { id: staged.id }, body: { decision: "apply" }, cookie: adminCookie })).status).toBe(409);
  });

  it("reloads from the shipped package: the diff restores what the CSV changed", async () => {
    const db = getDb();
    const res = await stage({ origin: "package", mode: "merge" });
    const staged = await res.json();
    expect(staged.diff.incoming).toBeGreaterThan(40_000);
    expect(staged.diff.examples.changed.map((c: { after: { postalCode: string; city: string } }) => c.after)).toContainEqual(expect.objectContaining({ postalCode: "78701", city: "Austin" }));
    await callRoute(decidePost, { method: "POST", path: "/x", params: { id: staged.id }, body: { decision: "apply" }, cookie: adminCookie });
    expect((await db.select().from(postalCodes).where(eq(postalCodes.postalCode, "78701")))[0]!.city).toBe("Austin");
    expect(await db.select().from(unresolvedPlaces)).not.toHaveLength(0);
  }, 60_000);
});
