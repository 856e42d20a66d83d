import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { loadSkills } from "@/features/skills/server/load-skills";
import { createUser } from "@/testing/factories";
import { workerHandlers } from "@/worker/handlers";
import { loadPostalCodes } from "./jobs/postal-codes";
import { seedDemoTalent } from "./demo-talent";
import { DEMO_SAVED_SEARCH_NAME, seedDemoSavedSearch } from "./demo-saved-searches";

/* The demo recruiter's saved talent search: written once, after the demo talent; the queued match run finds the demo nurses and notifies. */
beforeAll(async () => {
  await loadSkills(getDb());
  await loadPostalCodes(getDb(), { states: ["OH", "IN", "KY", "PA", "IL", "TX"] });
});

describe("seedDemoSavedSearch", () => {
  it("does nothing until recruiter@ is a Northwind recruiter, then writes the search once with its matches", async () => {
    const db = getDb();
    expect(await seedDemoSavedSearch(db)).toBe(false);
    const recruiter = await createUser({ email: "recruiter@upstep.local", roles: ["Recruiter"] });
    await db.insert(companies).values({ slug: "northwind-health", name: "Northwind Health" });
    expect(await seedDemoSavedSearch(db)).toBe(false);
    await seedDemoTalent(db);
    expect(await seedDemoSavedSearch(db)).toBe(true);
    expect(await seedDemoSavedSearch(db)).toBe(false);

    // The queued match run, as the worker takes it.
    const jobs = await db.execute<{ id: string; data: Record<string, unknown> }>(sql`select id, data from pgboss.job where name = 'saved-talent-searches'`);
    expect(jobs.rows.map((j) => j.data)).toEqual([{ run: "match" }]);
    await workerHandlers()["saved-talent-searches"]!(jobs.rows[0]!.data, { jobId: jobs.rows[0]!.id, retryCount: 0, queue: "saved-talent-searches", signal: new AbortController().signal });

    const { rows } = await db.execute<{ name: string; matches: number }>(
      sql`select s.name, (select count(*)::int from talent_saved_search_matches m where m.saved_search_id = s.id) as matches from talent_saved_searches s where s.user_id = ${recruiter.id}`,
    );
    expect(rows).toEqual([{ name: DEMO_SAVED_SEARCH_NAME, matches: expect.any(Number) }]);
    expect(rows[0]!.matches).toBeGreaterThan(0);
    const notes = await db.execute<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${recruiter.id} and type = 'talent-match'`);
    expect(notes.rows[0]!.n).toBe(1);
  });
});
