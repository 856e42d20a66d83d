import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags } from "@/db/schema";
import { DELETE as recentDelete, GET as recentGet, POST as recentPost } from "@/app/api/candidates/recent-searches/route";
import { callRoute } from "@/testing/http";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import type { RecentSearch } from "./schemas";

/*
 * Recent job searches on the server (flag recent-job-searches): recorded newest first, one entry per
 * canonical search (order of parameters, page and sort do not make another), 10 kept, labelled as a
 * person reads them; every read and write is the owner's own, anonymous is 401, the flag off is 404.
 */
const PATH = "/api/candidates/recent-searches";
const list = (cookie?: string) => callRoute(recentGet, { path: PATH, cookie });
const record = (cookie: string | undefined, paths: unknown) => callRoute(recentPost, { method: "POST", path: PATH, cookie, body: { paths } });
const forget = (cookie: string | undefined, id?: string) => callRoute(recentDelete, { method: "DELETE", path: id ? `${PATH}?id=${id}` : PATH, cookie });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

beforeAll(async () => {
  await loadPostalCodes(getDb(), { states: ["TX"] });
});

describe("recording and listing", () => {
  it("keeps one entry per search, newest first, labelled, at most 10", async () => {
    const a = await signedInUser();
    expect(await json<RecentSearch[]>(await list(a.cookie))).toEqual([]);
    const first = await json<RecentSearch[]>(await record(a.cookie, ["/jobs?q=nurse&location=78701"]));
    expect(first.map((s) => [s.label, s.href])).toEqual([["Nurse near Austin, TX 78701", "/jobs?q=nurse&location=78701"]]);
    await record(a.cookie, ["/jobs?location=Texas&remote=true"]);
    // The same search written differently (order, page, sort) moves to the top instead of adding one.
    const again = await json<RecentSearch[]>(await record(a.cookie, ["/jobs?location=78701&page=3&sort=date&q=nurse"]));
    expect(again.map((s) => s.label)).toEqual(["Nurse near Austin, TX 78701", "Jobs in Texas"]);
    expect(again[0]!.id).toBe(first[0]!.id);
    // Nothing to look for, and not a /jobs path: not recorded / refused.
    expect((await json<RecentSearch[]>(await record(a.cookie, ["/jobs?page=2"]))).length).toBe(2);
    expect((await record(a.cookie, ["https://evil.example/jobs?q=x"])).status).toBe(400);
    expect((await record(a.cookie, [])).status).toBe(400);

    for (let i = 0; i < 12; i++) await record(a.cookie, [`/jobs?q=title${i}`]);
    const kept = await json<RecentSearch[]>(await list(a.cookie));
    expect(kept).toHaveLength(10);
    expect(kept[0]!.href).toBe("/jobs?q=title11");
    expect(kept.map((s) => s.label)).not.toContain("Nurse near Austin, TX 78701");
  });

  it("takes a browser's old list at once, newest first", async () => {
    const a = await signedInUser();
    const listed = await json<RecentSearch[]>(await record(a.cookie, ["/jobs?q=driver", "/jobs?q=welder&remote=true", "/jobs?remote=1"]));
    expect(listed.map((s) => s.label)).toEqual(["Driver", "Welder, remote", "Remote jobs"]);
  });
});

describe("authorization", () => {
  it("shows and deletes only the owner's searches; anonymous is 401", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const employer = await signedInUser({ roles: ["Hiring Manager"] });
    const recruiter = await signedInUser({ roles: ["Recruiter"] });
    const admin = await signedInAdmin();
    const [mine] = await json<RecentSearch[]>(await record(a.cookie, ["/jobs?q=nurse"]));
    for (const other of [b, employer, recruiter, admin]) {
      expect(await json<RecentSearch[]>(await list(other.cookie))).toEqual([]);
      expect((await forget(other.cookie, mine!.id)).status).toBe(204);
      expect((await forget(other.cookie)).status).toBe(204);
    }
    expect((await json<RecentSearch[]>(await list(a.cookie))).map((s) => s.id)).toEqual([mine!.id]);
    expect((await list()).status).toBe(401);
    expect((await record(undefined, ["/jobs?q=x"])).status).toBe(401);
    expect((await forget(undefined)).status).toBe(401);
    expect((await forget(a.cookie, "not-a-uuid")).status).toBe(400);

    expect((await forget(a.cookie, mine!.id)).status).toBe(204);
    expect(await json<RecentSearch[]>(await list(a.cookie))).toEqual([]);
    await record(a.cookie, ["/jobs?q=a", "/jobs?q=b"]);
    expect((await forget(a.cookie)).status).toBe(204);
    expect(await json<RecentSearch[]>(await list(a.cookie))).toEqual([]);
  });

  it("is 404 while the recent-job-searches flag is off", async () => {
    const a = await signedInUser();
    const db = getDb();
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "recent-job-searches"));
    try {
      expect((await list(a.cookie)).status).toBe(404);
      expect((await record(a.cookie, ["/jobs?q=x"])).status).toBe(404);
    } finally {
      await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "recent-job-searches"));
    }
  });
});
