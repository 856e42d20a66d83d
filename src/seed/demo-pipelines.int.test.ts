import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, talentPipelines } from "@/db/schema";
import { loadSkills } from "@/features/skills/server/load-skills";
import { findPipelineByName, getPipelineDetail } from "@/features/talent-pipelines/server/queries";
import { listComments } from "@/features/talent-pipelines/server/comments";
import { createUser } from "@/testing/factories";
import { loadPostalCodes } from "./jobs/postal-codes";
import { seedDemoTalent } from "./demo-talent";
import { DEMO_PIPELINE_NAME, seedDemoPipelines } from "./demo-pipelines";

/* Talent pipelines' demo: Northwind Health's "Night shift nurses" with demo nurses, written once, and nothing without them. */
beforeAll(async () => {
  await loadSkills(getDb());
  await loadPostalCodes(getDb(), { states: ["OH", "IN", "KY", "PA", "IL", "TX"] });
});

describe("seedDemoPipelines", () => {
  it("does nothing without Northwind Health or its demo talent, then writes the pipeline once", async () => {
    const db = getDb();
    expect(await seedDemoPipelines(db)).toBe(false);
    await createUser({ email: "recruiter@upstep.local", roles: ["Recruiter"], name: "Rae Recruiter" });
    const [company] = await db.insert(companies).values({ slug: "northwind-health", name: "Northwind Health" }).returning({ id: companies.id });
    expect(await seedDemoPipelines(db)).toBe(false);
    expect(await seedDemoTalent(db)).toBe(true);
    expect(await seedDemoPipelines(db)).toBe(true);
    expect(await seedDemoPipelines(db)).toBe(false);
    expect(await db.$count(talentPipelines, eq(talentPipelines.companyId, company!.id))).toBe(1);
    const found = await findPipelineByName(db, company!.id, DEMO_PIPELINE_NAME.toLowerCase());
    const detail = (await getPipelineDetail(db, found!.id))!;
    expect(detail.members.length).toBeGreaterThanOrEqual(3);
    expect(detail.members.every((m) => m.available && /nurse/i.test(m.headline))).toBe(true);
    expect(detail.stages.filter((s) => s.count > 0).map((s) => s.name)).toEqual(["Sourced", "Contacted", "Interested"]);
    expect(detail.tags).toEqual(["Nights OK"]);
    const comments = (await Promise.all(detail.members.map((m) => listComments(db, company!.id, m.candidateUserId)))).flat();
    expect(comments.map((c) => [c.authorName, c.pipelineName])).toEqual([["Rae Recruiter", DEMO_PIPELINE_NAME]]);
  });
});
