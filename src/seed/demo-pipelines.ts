import "server-only";
import { and, asc, eq, ilike, like, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateProfiles, companies, talentComments, talentPipelineActivity, talentPipelineMembers, talentPipelines, talentPipelineStages, users } from "@/db/schema";
import { DEFAULT_PIPELINE_STAGES } from "@/features/talent-pipelines/schemas";

/*
 * Talent pipelines' demo (issue 17, decision 043): Northwind Health's pipeline "Night shift nurses"
 * with a few of talent search's discoverable demo nurses (src/seed/demo-talent.ts) in its first
 * stages, a tag and a comment, added by the demo recruiter. Asks nothing and guards on the data:
 * nothing happens without Northwind Health or the demo nurses, or once the pipeline exists.
 */
export const DEMO_PIPELINE_NAME = "Night shift nurses";
const DEMO_COMPANY = "northwind-health";
const DEMO_RECRUITER_EMAIL = "recruiter@upstep.local";
const DEMO_TALENT_DOMAIN = "%@talent.demo.upstep.local";

export async function seedDemoPipelines(db: Db, now: Date = new Date()): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, DEMO_COMPANY)).limit(1);
  if (!company) return false;
  const [existing] = await db
    .select({ id: talentPipelines.id })
    .from(talentPipelines)
    .where(and(eq(talentPipelines.companyId, company.id), sql`lower(${talentPipelines.name}) = lower(${DEMO_PIPELINE_NAME})`))
    .limit(1);
  if (existing) return false;
  const nurses = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(like(users.email, DEMO_TALENT_DOMAIN), eq(candidateProfiles.discoverable, true), ilike(candidateProfiles.headline, "%nurse%")))
    .orderBy(asc(users.email))
    .limit(5);
  if (!nurses.length) return false;
  const [recruiter] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_RECRUITER_EMAIL)).limit(1);
  const actor = recruiter?.id ?? null;
  await db.transaction(async (tx) => {
    const [pipeline] = await tx
      .insert(talentPipelines)
      .values({ companyId: company.id, name: DEMO_PIPELINE_NAME, description: "Registered and ICU nurses open to nights at our Columbus and Dayton sites.", createdByUserId: actor, createdAt: now, updatedAt: now })
      .returning({ id: talentPipelines.id });
    const stages = await tx
      .insert(talentPipelineStages)
      .values(DEFAULT_PIPELINE_STAGES.map((name, position) => ({ pipelineId: pipeline!.id, name, position, createdAt: now })))
      .returning({ id: talentPipelineStages.id, name: talentPipelineStages.name, position: talentPipelineStages.position });
    stages.sort((a, b) => a.position - b.position);
    for (const [i, nurse] of nurses.entries()) {
      // Spread over Sourced, Contacted and Interested; the first two tagged.
      const stage = stages[Math.min(i % 3, stages.length - 1)]!;
      const tags = i < 2 ? ["Nights OK"] : [];
      await tx.insert(talentPipelineMembers).values({
        pipelineId: pipeline!.id,
        companyId: company.id,
        candidateUserId: nurse.id,
        stageId: stage.id,
        tags,
        source: "search",
        addedByUserId: actor,
        stageEnteredAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(talentPipelineActivity).values({ companyId: company.id, pipelineId: pipeline!.id, candidateUserId: nurse.id, actorUserId: actor, kind: "added", detail: { source: "search", stageId: stages[0]!.id, stageName: stages[0]!.name }, createdAt: now });
      if (stage.id !== stages[0]!.id) {
        await tx.insert(talentPipelineActivity).values({
          companyId: company.id,
          pipelineId: pipeline!.id,
          candidateUserId: nurse.id,
          actorUserId: actor,
          kind: "stage",
          detail: { fromStageId: stages[0]!.id, toStageId: stage.id, fromName: stages[0]!.name, toName: stage.name },
          createdAt: now,
        });
      }
      if (tags.length) await tx.insert(talentPipelineActivity).values({ companyId: company.id, pipelineId: pipeline!.id, candidateUserId: nurse.id, actorUserId: actor, kind: "tags", detail: { added: tags, removed: [] }, createdAt: now });
    }
    await tx.insert(talentComments).values({ companyId: company.id, candidateUserId: nurses[0]!.id, pipelineId: pipeline!.id, authorUserId: actor, body: "Said on the phone she prefers three 12-hour nights a week. Call back in March.", createdAt: now, updatedAt: now });
    await tx.insert(talentPipelineActivity).values({ companyId: company.id, pipelineId: pipeline!.id, candidateUserId: nurses[0]!.id, actorUserId: actor, kind: "comment", detail: {}, createdAt: now });
  });
  return true;
}
