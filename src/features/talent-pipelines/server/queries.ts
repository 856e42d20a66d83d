import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications, candidateProfiles, talentPipelineActivity, talentPipelineMembers, talentPipelines, talentPipelineStages, users } from "@/db/schema";
import type { ActivityView, MemberView, PipelineDetail, PipelineSummary, StageView } from "../types";

/*
 * Talent pipelines' reads (decision 043). Callers have checked pipelines.read against the company
 * (requirePipeline / requireCompanyCapability). What a person shows comes from their profile only
 * while it is discoverable (decision 031's rule: employers see a profile its owner chose to show);
 * a person who went private keeps their place, tags and comments but shows "Profile no longer
 * available" (their name only when they came from an application to the company, whose snapshot the
 * company was sent). A deleted account takes its rows with it (cascade).
 */

export async function listPipelines(db: Db, companyId: string, opts: { includeArchived?: boolean } = {}): Promise<PipelineSummary[]> {
  const company = companyId.toLowerCase();
  const pipelines = await db
    .select({ id: talentPipelines.id, name: talentPipelines.name, description: talentPipelines.description, archivedAt: talentPipelines.archivedAt, updatedAt: talentPipelines.updatedAt })
    .from(talentPipelines)
    .where(and(eq(talentPipelines.companyId, company), opts.includeArchived ? undefined : isNull(talentPipelines.archivedAt)))
    .orderBy(sql`${talentPipelines.archivedAt} is not null`, desc(talentPipelines.updatedAt))
    .limit(200);
  if (!pipelines.length) return [];
  const ids = pipelines.map((p) => p.id);
  const stages = await stagesWithCounts(db, ids);
  return pipelines.map((p) => {
    const own = stages.get(p.id) ?? [];
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      archived: p.archivedAt !== null,
      memberCount: own.reduce((n, s) => n + s.count, 0),
      stages: own,
      updatedAt: p.updatedAt.toISOString(),
    };
  });
}

async function stagesWithCounts(db: Db, pipelineIds: string[]): Promise<Map<string, StageView[]>> {
  const [stages, counts] = await Promise.all([
    db
      .select({ id: talentPipelineStages.id, pipelineId: talentPipelineStages.pipelineId, name: talentPipelineStages.name, position: talentPipelineStages.position })
      .from(talentPipelineStages)
      .where(inArray(talentPipelineStages.pipelineId, pipelineIds))
      .orderBy(asc(talentPipelineStages.position), asc(talentPipelineStages.createdAt)),
    db
      .select({ stageId: talentPipelineMembers.stageId, n: count() })
      .from(talentPipelineMembers)
      .where(inArray(talentPipelineMembers.pipelineId, pipelineIds))
      .groupBy(talentPipelineMembers.stageId),
  ]);
  const byStage = new Map(counts.map((c) => [c.stageId, c.n]));
  const out = new Map<string, StageView[]>();
  for (const s of stages) {
    const list = out.get(s.pipelineId) ?? [];
    list.push({ id: s.id, name: s.name, position: s.position, count: byStage.get(s.id) ?? 0 });
    out.set(s.pipelineId, list);
  }
  return out;
}

/** The company's pipeline with this name (any case), or null. */
export async function findPipelineByName(db: Db, companyId: string, name: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: talentPipelines.id, name: talentPipelines.name })
    .from(talentPipelines)
    .where(and(eq(talentPipelines.companyId, companyId.toLowerCase()), sql`lower(${talentPipelines.name}) = lower(${name.trim()})`))
    .limit(1);
  return row ?? null;
}

const memberColumns = {
  id: talentPipelineMembers.id,
  pipelineId: talentPipelineMembers.pipelineId,
  candidateUserId: talentPipelineMembers.candidateUserId,
  stageId: talentPipelineMembers.stageId,
  tags: talentPipelineMembers.tags,
  source: talentPipelineMembers.source,
  sourceApplicationId: talentPipelineMembers.sourceApplicationId,
  createdAt: talentPipelineMembers.createdAt,
  stageEnteredAt: talentPipelineMembers.stageEnteredAt,
  discoverable: candidateProfiles.discoverable,
  firstName: candidateProfiles.firstName,
  lastName: candidateProfiles.lastName,
  headline: candidateProfiles.headline,
  city: candidateProfiles.city,
  state: candidateProfiles.state,
  accountName: users.name,
  snapshot: applications.profileSnapshot,
};

type MemberRow = {
  id: string;
  candidateUserId: string;
  stageId: string;
  tags: string[];
  source: MemberView["source"];
  sourceApplicationId: string | null;
  createdAt: Date;
  stageEnteredAt: Date;
  discoverable: boolean | null;
  firstName: string | null;
  lastName: string | null;
  headline: string | null;
  city: string | null;
  state: string | null;
  accountName: string | null;
  snapshot: { name?: string } | null;
};

export function toMemberView(r: MemberRow): MemberView {
  const available = r.discoverable === true;
  const profileName = [r.firstName ?? "", r.lastName ?? ""].join(" ").trim();
  const name = available ? profileName || r.accountName || "" : r.snapshot?.name?.trim() || null;
  return {
    id: r.id,
    candidateUserId: r.candidateUserId,
    available,
    name,
    headline: available ? (r.headline ?? "") : "",
    location: available ? [r.city, r.state].filter(Boolean).join(", ") : "",
    stageId: r.stageId,
    tags: r.tags,
    source: r.source,
    sourceApplicationId: r.sourceApplicationId,
    addedAt: r.createdAt.toISOString(),
    stageEnteredAt: r.stageEnteredAt.toISOString(),
  };
}

/** People of pipelines with what the list shows of them (toMemberView); callers add the WHERE. */
export function membersQuery(db: Db) {
  return db
    .select(memberColumns)
    .from(talentPipelineMembers)
    .innerJoin(users, eq(users.id, talentPipelineMembers.candidateUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, talentPipelineMembers.candidateUserId))
    .leftJoin(applications, and(eq(applications.id, talentPipelineMembers.sourceApplicationId), eq(applications.companyId, talentPipelineMembers.companyId)));
}

/** One pipeline with its stages (counts), all its people (stage order, newest in a stage first) and the tags in use. */
export async function getPipelineDetail(db: Db, pipelineId: string): Promise<PipelineDetail | null> {
  const [p] = await db
    .select({ id: talentPipelines.id, companyId: talentPipelines.companyId, name: talentPipelines.name, description: talentPipelines.description, archivedAt: talentPipelines.archivedAt, updatedAt: talentPipelines.updatedAt })
    .from(talentPipelines)
    .where(eq(talentPipelines.id, pipelineId))
    .limit(1);
  if (!p) return null;
  const [stages, rows] = await Promise.all([
    stagesWithCounts(db, [p.id]),
    membersQuery(db).where(eq(talentPipelineMembers.pipelineId, p.id)).orderBy(desc(talentPipelineMembers.stageEnteredAt), asc(talentPipelineMembers.id)).limit(5000),
  ]);
  const members = rows.map((r) => toMemberView(r as MemberRow));
  const tags = [...new Map(members.flatMap((m) => m.tags).map((t) => [t.toLowerCase(), t])).values()].sort((a, b) => a.localeCompare(b));
  const own = stages.get(p.id) ?? [];
  return {
    id: p.id,
    companyId: p.companyId,
    name: p.name,
    description: p.description,
    archived: p.archivedAt !== null,
    memberCount: members.length,
    stages: own,
    updatedAt: p.updatedAt.toISOString(),
    members,
    tags,
  };
}

/** The company's pipelines this person is in, with stage and tags (the profile page's panel). */
export async function pipelinesOfPerson(db: Db, companyId: string, candidateUserId: string): Promise<{ memberId: string; pipelineId: string; pipelineName: string; stageName: string; tags: string[]; archived: boolean }[]> {
  return db
    .select({
      memberId: talentPipelineMembers.id,
      pipelineId: talentPipelines.id,
      pipelineName: talentPipelines.name,
      stageName: talentPipelineStages.name,
      tags: talentPipelineMembers.tags,
      archived: sql<boolean>`${talentPipelines.archivedAt} is not null`,
    })
    .from(talentPipelineMembers)
    .innerJoin(talentPipelines, eq(talentPipelines.id, talentPipelineMembers.pipelineId))
    .innerJoin(talentPipelineStages, eq(talentPipelineStages.id, talentPipelineMembers.stageId))
    .where(and(eq(talentPipelineMembers.companyId, companyId.toLowerCase()), eq(talentPipelineMembers.candidateUserId, candidateUserId.toLowerCase())))
    .orderBy(asc(talentPipelines.name));
}

/** The company's most recently added people across its pipelines (the dashboard). */
export async function recentlyAdded(db: Db, companyId: string, limit = 6): Promise<(MemberView & { pipelineId: string; pipelineName: string })[]> {
  const rows = await db
    .select({ ...memberColumns, pipelineName: talentPipelines.name })
    .from(talentPipelineMembers)
    .innerJoin(talentPipelines, eq(talentPipelines.id, talentPipelineMembers.pipelineId))
    .innerJoin(users, eq(users.id, talentPipelineMembers.candidateUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, talentPipelineMembers.candidateUserId))
    .leftJoin(applications, and(eq(applications.id, talentPipelineMembers.sourceApplicationId), eq(applications.companyId, talentPipelineMembers.companyId)))
    .where(and(eq(talentPipelineMembers.companyId, companyId.toLowerCase()), isNull(talentPipelines.archivedAt)))
    .orderBy(desc(talentPipelineMembers.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...toMemberView(r as MemberRow), pipelineId: r.pipelineId, pipelineName: r.pipelineName }));
}

function describe(kind: ActivityView["kind"], d: Record<string, unknown>): string {
  const s = (k: string) => (typeof d[k] === "string" ? (d[k] as string) : "");
  const list = (k: string) => (Array.isArray(d[k]) ? (d[k] as string[]) : []);
  switch (kind) {
    case "added":
      return `Added to ${s("stageName") || "the pipeline"}${d.source === "applicant" ? " from an application" : d.source === "search" ? " from talent search" : ""}`;
    case "stage":
      return `Moved from ${s("fromName") || "a removed stage"} to ${s("toName")}`;
    case "tags":
      return `Tags: ${[...list("added").map((t) => `+${t}`), ...list("removed").map((t) => `−${t}`)].join(", ")}`;
    case "comment":
      return "Commented";
    case "removed":
      return "Removed from the pipeline";
  }
}

/** History: of one pipeline (optionally one person in it), or of the company's pipelines (the dashboard). */
export async function listActivity(db: Db, scope: { companyId: string; pipelineId?: string; candidateUserId?: string }, limit = 50): Promise<ActivityView[]> {
  const rows = await db
    .select({
      id: talentPipelineActivity.id,
      kind: talentPipelineActivity.kind,
      detail: talentPipelineActivity.detail,
      createdAt: talentPipelineActivity.createdAt,
      actorName: users.name,
      candidateUserId: talentPipelineActivity.candidateUserId,
      pipelineId: talentPipelineActivity.pipelineId,
      pipelineName: talentPipelines.name,
      discoverable: candidateProfiles.discoverable,
      firstName: candidateProfiles.firstName,
      lastName: candidateProfiles.lastName,
    })
    .from(talentPipelineActivity)
    .innerJoin(talentPipelines, eq(talentPipelines.id, talentPipelineActivity.pipelineId))
    .leftJoin(users, eq(users.id, talentPipelineActivity.actorUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, talentPipelineActivity.candidateUserId))
    .where(
      and(
        eq(talentPipelineActivity.companyId, scope.companyId.toLowerCase()),
        scope.pipelineId ? eq(talentPipelineActivity.pipelineId, scope.pipelineId) : undefined,
        scope.candidateUserId ? eq(talentPipelineActivity.candidateUserId, scope.candidateUserId.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(talentPipelineActivity.createdAt), desc(talentPipelineActivity.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    actorName: r.actorName ?? "A former member",
    text: describe(r.kind, r.detail),
    createdAt: r.createdAt.toISOString(),
    candidateUserId: r.candidateUserId,
    personName: r.discoverable ? [r.firstName ?? "", r.lastName ?? ""].join(" ").trim() || null : null,
    pipelineId: r.pipelineId,
    pipelineName: r.pipelineName,
  }));
}

export { listComments } from "./comments";
