import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyMembers, users } from "@/db/schema";
import { loadSkills } from "@/features/skills/server/load-skills";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import { searchTalent } from "@/features/talent-search/server/queries";
import { createUser } from "@/testing/factories";
import { loadPostalCodes } from "./jobs/postal-codes";
import { DEMO_TALENT_COUNT, seedDemoTalent } from "./demo-talent";

/* Talent search's demo: discoverable candidates written once, and the demo recruiter a member of Northwind Health. */
beforeAll(async () => {
  await loadSkills(getDb());
  await loadPostalCodes(getDb(), { states: ["OH", "IN", "KY", "PA", "IL", "TX"] });
});

describe("seedDemoTalent", () => {
  it("writes discoverable candidates once and makes the demo recruiter a recruiter of Northwind Health", async () => {
    const db = getDb();
    const recruiter = await createUser({ email: "recruiter@upstep.local", roles: ["Recruiter"] });
    const [company] = await db.insert(companies).values({ slug: "northwind-health", name: "Northwind Health" }).returning({ id: companies.id });
    expect(await seedDemoTalent(db)).toBe(true);
    expect(await seedDemoTalent(db)).toBe(false);
    const members = await db.select().from(companyMembers).where(eq(companyMembers.userId, recruiter.id));
    expect(members).toEqual([expect.objectContaining({ companyId: company!.id, memberRole: "recruiter" })]);

    const { rows } = await db.execute<{ n: number | string; located: number | string; skilled: number | string }>(
      sql`select count(*) as n, count(location_point) as located, count(*) filter (where cardinality(skill_slugs) > 0) as skilled from talent_search`,
    );
    expect(Number(rows[0]!.n)).toBe(DEMO_TALENT_COUNT);
    expect(Number(rows[0]!.located)).toBe(DEMO_TALENT_COUNT);
    expect(Number(rows[0]!.skilled)).toBe(DEMO_TALENT_COUNT);
    const nurses = await searchTalent(db, talentSearchParamsSchema.parse({ q: "nurse", location: "Columbus, OH", radius: 100 }), { facets: true });
    expect(nurses.total).toBeGreaterThan(2);
    expect(nurses.facets!.skills.length).toBeGreaterThan(3);
    expect(await db.$count(users)).toBe(DEMO_TALENT_COUNT + 1);
  });
});
