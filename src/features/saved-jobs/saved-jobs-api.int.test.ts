import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, companyMembers, jobs, savedJobs, users } from "@/db/schema";
import { GET as savedGet, POST as savedPost } from "@/app/api/candidates/saved-jobs/route";
import { DELETE as savedDelete } from "@/app/api/candidates/saved-jobs/[jobId]/route";
import { GET as marksGet } from "@/app/api/candidates/job-marks/route";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import type { Role } from "@/lib/auth/roles";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { JOB_MARKS_MAX_IDS, SAVED_JOBS_LIMIT } from "./schemas";
import { countSavedJobs, listSavedJobs } from "./server/queries";
import type { JobMarks, SavedJob } from "./types";

/*
 * Saved jobs and listing marks (decision 036) through the real route handlers on a real database:
 * save is idempotent, the list is newest save first and keeps closed and expired jobs marked so,
 * marks carry saves and application stages; and the authorization matrix: signed out is 401, every
 * person (candidate, employer, recruiter, administrator) reads and removes only their own.
 */
type Actor = { id: string; cookie: string };

async function signedIn(roles: Role[] = []): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  if (roles.includes("Administrator")) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { id: user.id, cookie };
}

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const ids: Record<string, string> = {};
let companyId = "";

function record(ref: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Registered Nurse ${ref}`,
    referenceNumber: ref,
    date: iso(-2),
    validThrough: iso(30),
    url: `https://careers.example.com/jobs/${ref}`,
    company: "Northwind Health",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    country: "US",
    description: "<p>Care for patients.</p>",
    ...extra,
  };
}

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX"] });
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  const stats = await importJobs(db, {
    source: "saved-jobs-test",
    records: [record("OPEN-1"), record("OPEN-2"), record("REMOTE", { city: undefined, state: undefined, postalCode: undefined, remote: true }), record("CLOSED"), record("EXPIRED", { date: iso(-60), validThrough: iso(-1) })],
  });
  expect(stats.rejected).toBe(0);
  for (const r of await db.select({ id: jobs.id, ref: jobs.externalRef, companyId: jobs.companyId }).from(jobs)) {
    ids[r.ref] = r.id;
    companyId = r.companyId;
  }
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, ids.CLOSED!));
});

const list = (cookie?: string) => callRoute(savedGet, { path: "/api/candidates/saved-jobs", cookie });
const save = (cookie: string | undefined, body: unknown) => callRoute(savedPost, { method: "POST", path: "/api/candidates/saved-jobs", cookie, body });
const unsave = (cookie: string | undefined, jobId: string) =>
  callRoute(savedDelete, { method: "DELETE", path: `/api/candidates/saved-jobs/${jobId}`, cookie, params: { jobId } });
const marks = (cookie: string | undefined, idsParam: string) => callRoute(marksGet, { path: `/api/candidates/job-marks?ids=${encodeURIComponent(idsParam)}`, cookie });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function errorOf(res: Response, status: number): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { error: { message: string } }).error.message;
}

/** Saves with a given saved date, so the order does not rest on two inserts landing in different microseconds. */
async function savedAt(userId: string, jobId: string, daysAgo: number) {
  await getDb()
    .update(savedJobs)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
    .where(sql`${savedJobs.userId} = ${userId} and ${savedJobs.jobId} = ${jobId}`);
}

describe("saved jobs: the owner's own", () => {
  it("saves (idempotently), lists newest save first with closed and expired jobs kept and marked, and unsaves", async () => {
    const a = await signedIn();
    expect(await json<SavedJob[]>(await list(a.cookie))).toEqual([]);

    const first = await json<{ jobId: string; savedAt: string }>(await save(a.cookie, { jobId: ids["OPEN-1"] }), 201);
    expect(first.jobId).toBe(ids["OPEN-1"]);
    // Saving again is not an error and keeps the first save's date; an upper-case id is the same job.
    expect(await json(await save(a.cookie, { jobId: ids["OPEN-1"]!.toUpperCase() }), 200)).toEqual(first);
    expect(await countSavedJobs(getDb(), a.id)).toBe(1);

    for (const ref of ["REMOTE", "CLOSED", "EXPIRED"]) await json(await save(a.cookie, { jobId: ids[ref] }), 201);
    await savedAt(a.id, ids["OPEN-1"]!, 4);
    await savedAt(a.id, ids.REMOTE!, 3);
    await savedAt(a.id, ids.CLOSED!, 2);
    await savedAt(a.id, ids.EXPIRED!, 1);

    const saved = await json<SavedJob[]>(await list(a.cookie));
    expect(saved.map((s) => [s.title, s.status])).toEqual([
      ["Registered Nurse EXPIRED", "expired"],
      ["Registered Nurse CLOSED", "closed"],
      ["Registered Nurse REMOTE", "open"],
      ["Registered Nurse OPEN-1", "open"],
    ]);
    expect(saved[3]).toMatchObject({ jobId: ids["OPEN-1"], companyName: "Northwind Health", companySlug: expect.stringMatching(/^northwind-health/), locationLabel: "Austin, TX" });
    expect(saved[2]!.locationLabel).toBe("Remote");
    expect(new Date(saved[3]!.postedAt).getTime()).toBeLessThan(Date.now());
    expect(new Date(saved[0]!.savedAt).getTime()).toBeGreaterThan(new Date(saved[1]!.savedAt).getTime());
    // The same as the query H3's dashboard tab reads.
    expect(await listSavedJobs(getDb(), a.id)).toEqual(saved);

    expect((await unsave(a.cookie, ids.CLOSED!)).status).toBe(204);
    // Removing what is not saved (again, or never) is not an error either.
    expect((await unsave(a.cookie, ids.CLOSED!)).status).toBe(204);
    expect((await unsave(a.cookie, ids["OPEN-2"]!)).status).toBe(204);
    expect((await json<SavedJob[]>(await list(a.cookie))).map((s) => s.jobId)).toEqual([ids.EXPIRED, ids.REMOTE, ids["OPEN-1"]]);
  });

  it("refuses a missing, malformed or unknown job with a clear message and stores nothing", async () => {
    const a = await signedIn();
    for (const body of [{}, { jobId: "" }, { jobId: "not-a-job" }, { jobId: 42 }, { jobId: `${ids["OPEN-1"]}x` }]) {
      expect(await errorOf(await save(a.cookie, body), 400), JSON.stringify(body)).toBe("Invalid body: jobId choose a job to save");
    }
    expect(await errorOf(await save(a.cookie, { jobId: `${ids["OPEN-1"]}\u0000` }), 400)).toBe("Invalid body: jobId must not contain the NUL character");
    expect(await errorOf(await save(a.cookie, { jobId: "00000000-0000-4000-8000-000000000000" }), 404)).toBe("This job does not exist.");
    expect((await unsave(a.cookie, "not-a-job")).status).toBe(204);
    expect(await countSavedJobs(getDb(), a.id)).toBe(0);
  });

  it(`keeps at most ${SAVED_JOBS_LIMIT} saved jobs, with a clear message at the limit`, async () => {
    const a = await signedIn();
    const db = getDb();
    // Fill to the limit with copies of one job's row (the limit counts rows, whatever the jobs).
    const filler = await db.execute<{ id: string }>(sql`
      insert into jobs (source, external_ref, title, company_id, status, posted_at, apply_url, content_hash)
      select 'filler', 'F' || g, 'Filler ' || g, ${companyId}::uuid, 'open', now(), 'https://example.com', 'h'
      from generate_series(1, ${SAVED_JOBS_LIMIT}) g returning id`);
    await db.insert(savedJobs).values(filler.rows.map((r) => ({ userId: a.id, jobId: r.id })));
    expect(await errorOf(await save(a.cookie, { jobId: ids["OPEN-1"] }), 409)).toBe(`You can keep up to ${SAVED_JOBS_LIMIT} saved jobs. Remove one to save another.`);
    // Saving one already saved still answers 200 at the limit.
    expect((await save(a.cookie, { jobId: filler.rows[0]!.id })).status).toBe(200);
    expect((await unsave(a.cookie, filler.rows[0]!.id)).status).toBe(204);
    const statuses = (await Promise.all([save(a.cookie, { jobId: ids["OPEN-1"] }), save(a.cookie, { jobId: ids["OPEN-2"] })])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await countSavedJobs(db, a.id)).toBe(SAVED_JOBS_LIMIT);
    await db.execute(sql`delete from jobs where source = 'filler'`);
  });
});

describe("job marks", () => {
  it("answers which jobs on screen the person saved and their application stage per job", async () => {
    const a = await signedIn();
    await json(await save(a.cookie, { jobId: ids["OPEN-1"] }), 201);
    await json(await save(a.cookie, { jobId: ids.REMOTE }), 201);
    const now = new Date();
    await getDb()
      .insert(applications)
      .values([
        { userId: a.id, jobId: ids.REMOTE!, companyId, stage: "interviewing", submittedAt: now },
        { userId: a.id, jobId: ids["OPEN-2"]!, companyId, stage: "draft" },
      ]);
    const got = await json<JobMarks>(await marks(a.cookie, [ids["OPEN-1"], ids["OPEN-2"], ids.REMOTE, ids.CLOSED].join(",")));
    expect([...got.saved].sort()).toEqual([ids["OPEN-1"], ids.REMOTE].sort());
    expect(got.stages).toEqual({ [ids.REMOTE!]: "interviewing", [ids["OPEN-2"]!]: "draft" });
    // Only the ids asked about; spaces, case and repeats do not matter.
    expect(await json<JobMarks>(await marks(a.cookie, ` ${ids.CLOSED!.toUpperCase()} ,${ids.CLOSED}`))).toEqual({ saved: [], stages: {} });
  });

  it("refuses more than 50 ids, an empty list and anything that is not a job id", async () => {
    const a = await signedIn();
    const many = Array.from({ length: JOB_MARKS_MAX_IDS + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(await json<JobMarks>(await marks(a.cookie, many.slice(0, JOB_MARKS_MAX_IDS).join(",")))).toEqual({ saved: [], stages: {} });
    expect(await errorOf(await marks(a.cookie, many.join(",")), 400)).toBe("Invalid query: ids ask for at most 50 jobs at a time");
    for (const bad of ["", ",", "abc", `${ids["OPEN-1"]},x`, "'; drop table jobs; --"]) {
      expect(await errorOf(await marks(a.cookie, bad), 400), bad).toBe("Invalid query: ids give the ids of the jobs to mark, separated by commas");
    }
    expect(await errorOf(await callRoute(marksGet, { path: "/api/candidates/job-marks", cookie: a.cookie }), 400)).toBe("Invalid query: ids give the ids of the jobs to mark, separated by commas");
  });
});

describe("saved jobs: authorization matrix", () => {
  it("nobody signed in gets 401 on every read and write, and nothing changes", async () => {
    const a = await signedIn();
    await json(await save(a.cookie, { jobId: ids["OPEN-1"] }), 201);
    for (const res of [await list(), await save(undefined, { jobId: ids["OPEN-2"] }), await unsave(undefined, ids["OPEN-1"]!), await marks(undefined, ids["OPEN-1"]!)]) {
      expect(res.status).toBe(401);
    }
    expect((await listSavedJobs(getDb(), a.id)).map((s) => s.jobId)).toEqual([ids["OPEN-1"]]);
  });

  it("every person, whatever their role, sees, marks and removes only their own saved jobs", async () => {
    const a = await signedIn();
    await json(await save(a.cookie, { jobId: ids["OPEN-1"] }), 201);
    await getDb().insert(applications).values({ userId: a.id, jobId: ids["OPEN-1"]!, companyId, stage: "applied", submittedAt: new Date() });
    const employerOfTheJob = await signedIn(["Hiring Manager"]);
    await getDb().insert(companyMembers).values({ companyId, userId: employerOfTheJob.id, memberRole: "owner" });
    const others: [string, Actor][] = [
      ["candidate B", await signedIn()],
      ["employer of the job's company", employerOfTheJob],
      ["employer of another company", await signedIn(["Hiring Manager"])],
      ["recruiter", await signedIn(["Recruiter"])],
      ["administrator", await signedIn(["Administrator"])],
    ];
    for (const [who, other] of others) {
      expect(await json<SavedJob[]>(await list(other.cookie)), who).toEqual([]);
      expect(await json<JobMarks>(await marks(other.cookie, ids["OPEN-1"]!)), who).toEqual({ saved: [], stages: {} });
      // Their DELETE touches only their own rows: A's save stays.
      expect((await unsave(other.cookie, ids["OPEN-1"]!)).status, who).toBe(204);
      // They can keep their own list, which A never sees.
      await json(await save(other.cookie, { jobId: ids["OPEN-2"] }), 201);
      expect((await json<SavedJob[]>(await list(other.cookie))).map((s) => s.jobId), who).toEqual([ids["OPEN-2"]]);
    }
    expect((await json<SavedJob[]>(await list(a.cookie))).map((s) => s.jobId)).toEqual([ids["OPEN-1"]]);
    expect(await json<JobMarks>(await marks(a.cookie, `${ids["OPEN-1"]},${ids["OPEN-2"]}`))).toEqual({ saved: [ids["OPEN-1"]], stages: { [ids["OPEN-1"]!]: "applied" } });
  });

  it("writes need the CSRF header", async () => {
    const a = await signedIn();
    expect((await callRoute(savedPost, { method: "POST", path: "/api/candidates/saved-jobs", cookie: a.cookie, body: { jobId: ids["OPEN-1"] }, csrf: false })).status).toBe(403);
    await json(await save(a.cookie, { jobId: ids["OPEN-1"] }), 201);
    const res = await callRoute(savedDelete, { method: "DELETE", path: `/api/candidates/saved-jobs/${ids["OPEN-1"]}`, cookie: a.cookie, params: { jobId: ids["OPEN-1"]! }, csrf: false });
    expect(res.status).toBe(403);
    expect(await countSavedJobs(getDb(), a.id)).toBe(1);
  });
});
