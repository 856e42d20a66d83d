import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { CompanyRole } from "@/db/schema/companies";
import type { PostingStatus } from "@/db/schema/employers";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/queries";

/*
 * What the hiring dashboard's integration tests share: companies, postings (a job_postings row and,
 * once published, its public jobs row with the same id), applications sent at given times (as the
 * apply flow leaves them: the trigger writes application_tracking), and stage moves as the applicant
 * tracking writes them (the tracking row's stage and stage_entered_at, and an application_activity
 * "stage" row with { fromStageId, toStageId, fromName, toName }).
 */
export async function makeCompany(name = "Northwind Health"): Promise<string> {
  const { rows } = await getDb().execute<{ id: string }>(sql`insert into companies (slug, name) values (${`co-${randomUUID().slice(0, 8)}`}, ${name}) returning id`);
  return rows[0]!.id;
}

export async function addMember(companyId: string, userId: string, role: CompanyRole = "owner", createdAt?: Date) {
  await getDb().execute(sql`insert into company_members (company_id, user_id, member_role, created_at) values (${companyId}, ${userId}, ${role}, ${(createdAt ?? new Date()).toISOString()})`);
}

export type PostingFixture = { id: string; companyId: string; title: string };

export async function makePosting(
  companyId: string,
  opts: { title?: string; status?: PostingStatus; openedAt?: Date; expiresAt?: Date | null; pausedAt?: Date | null; updatedAt?: Date } = {},
): Promise<PostingFixture> {
  const db = getDb();
  const id = randomUUID();
  const title = opts.title ?? "Medical Assistant";
  const status = opts.status ?? "published";
  const openedAt = status === "draft" ? null : (opts.openedAt ?? new Date());
  if (status !== "draft") {
    await db.execute(sql`
      insert into jobs (id, source, external_ref, title, company_id, posted_at, content_hash, apply_on_platform, status, valid_through)
      values (${id}, 'upstep', ${id}, ${title}, ${companyId}, ${openedAt!.toISOString()}, 'x', true, ${status === "published" ? "open" : "closed"}, ${opts.expiresAt?.toISOString() ?? null})`);
  }
  await db.execute(sql`
    insert into job_postings (id, company_id, status, title, expires_at, first_published_at, published_at, paused_at, updated_at)
    values (${id}, ${companyId}, ${status}, ${title}, ${opts.expiresAt?.toISOString() ?? null}, ${openedAt?.toISOString() ?? null}, ${openedAt?.toISOString() ?? null},
      ${opts.pausedAt?.toISOString() ?? null}, ${(opts.updatedAt ?? new Date()).toISOString()})`);
  return { id, companyId, title };
}

/**
 * `count` sent applications to the posting (a new person each), submitted at `submittedAt` (or
 * spread one minute apart before it); stage "withdrawn" sets withdrawn_at. Answers their ids, oldest first.
 */
export async function makeApplications(
  posting: PostingFixture,
  count: number,
  opts: { submittedAt?: Date; stage?: "applied" | "withdrawn" | "draft"; withdrawnAt?: Date; spreadMinutes?: number } = {},
): Promise<string[]> {
  const stage = opts.stage ?? "applied";
  const at = (opts.submittedAt ?? new Date()).toISOString();
  const spread = opts.spreadMinutes ?? 0;
  const prefix = `a-${randomUUID().slice(0, 8)}-`;
  const { rows } = await getDb().execute<{ id: string }>(sql`
    with g as (
      select i from generate_series(1, ${count}::int) i
    ),
    people as (
      insert into users (id, name, email, email_verified)
      select gen_random_uuid(), 'Applicant ' || i, ${prefix} || i || '@example.test', true from g
      returning id, email
    )
    insert into applications (job_id, user_id, company_id, stage, submitted_at, withdrawn_at, draft_expires_at)
    select ${posting.id}, p.id, ${posting.companyId}, ${stage},
      case when ${stage} = 'draft' then null else ${at}::timestamptz - make_interval(mins => ${spread}::int * (${count}::int - g.i)) end,
      ${stage === "withdrawn" ? (opts.withdrawnAt ?? new Date()).toISOString() : null}::timestamptz,
      case when ${stage} = 'draft' then now() + interval '14 days' else null end
    from people p
    join g on p.email = ${prefix} || g.i || '@example.test'
    order by g.i
    returning id`);
  return rows.map((r) => r.id);
}

/** The company's stages by name (made from the defaults on first use). */
export async function stagesOf(companyId: string): Promise<Record<string, string>> {
  const stages = await ensurePipelineStages(getDb(), companyId);
  return Object.fromEntries(stages.map((s) => [s.name, s.id]));
}

/** A stage move as the applicant tracking makes one: the tracking row moves and the activity records it. */
export async function moveStage(applicationId: string, companyId: string, from: { id: string; name: string } | null, to: { id: string; name: string }, at: Date) {
  const db = getDb();
  await db.execute(sql`update application_tracking set pipeline_stage_id = ${to.id}, stage_entered_at = ${at.toISOString()} where application_id = ${applicationId}`);
  await db.execute(sql`
    insert into application_activity (application_id, company_id, kind, detail, created_at)
    values (${applicationId}, ${companyId}, 'stage', ${JSON.stringify({ fromStageId: from?.id ?? null, toStageId: to.id, fromName: from?.name ?? "Applied", toName: to.name })}::jsonb, ${at.toISOString()})`);
}
