import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { applications, candidateProfiles, talentComments, talentPipelineActivity, talentPipelineMembers, talentPipelines, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import type { CommentInput } from "../schemas";
import type { CommentView } from "../types";
import { notFound } from "./access";

/*
 * The company's private comments on a person (decision 043): any member with pipelines.edit writes
 * one about someone the company knows (in one of its pipelines, discoverable, or an applicant of
 * its own); only the author deletes it. Members with pipelines.read read them. Never shown to the
 * candidate or to another company.
 */
export const NO_SUCH_COMMENT = "No such comment.";

/** Whether the company knows this person: anyone else is answered like a made-up id. */
export async function companyKnowsPerson(db: Db, companyId: string, candidateUserId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: talentPipelineMembers.id })
    .from(talentPipelineMembers)
    .where(and(eq(talentPipelineMembers.companyId, companyId), eq(talentPipelineMembers.candidateUserId, candidateUserId)))
    .limit(1);
  if (member) return true;
  const [known] = await db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(eq(candidateProfiles.userId, candidateUserId), eq(candidateProfiles.discoverable, true)))
    .limit(1);
  if (known) return true;
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.userId, candidateUserId), isNotNull(applications.submittedAt)))
    .limit(1);
  return Boolean(applied);
}

export async function addComment(db: Db, actor: CompanyActor, companyId: string, input: CommentInput, now: Date = new Date()): Promise<{ id: string }> {
  const company = companyId.toLowerCase();
  await requireCompanyCapability(db, actor, company, "pipelines.edit");
  if (!(await companyKnowsPerson(db, company, input.candidateUserId))) notFound("No such person.");
  let pipelineId: string | null = null;
  if (input.pipelineId) {
    const [p] = await db
      .select({ id: talentPipelines.id })
      .from(talentPipelines)
      .where(and(eq(talentPipelines.id, input.pipelineId), eq(talentPipelines.companyId, company)))
      .limit(1);
    if (!p) notFound("No such pipeline.");
    pipelineId = p.id;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(talentComments)
      .values({ companyId: company, candidateUserId: input.candidateUserId, pipelineId, authorUserId: actor.id, body: input.body, createdAt: now, updatedAt: now })
      .returning({ id: talentComments.id });
    // The history of every pipeline of the company the person is in (or the one it was written in).
    const inPipelines = await tx
      .select({ pipelineId: talentPipelineMembers.pipelineId })
      .from(talentPipelineMembers)
      .where(
        and(
          eq(talentPipelineMembers.companyId, company),
          eq(talentPipelineMembers.candidateUserId, input.candidateUserId),
          pipelineId ? eq(talentPipelineMembers.pipelineId, pipelineId) : undefined,
        ),
      );
    if (inPipelines.length) {
      await tx.insert(talentPipelineActivity).values(
        inPipelines.map((p) => ({ companyId: company, pipelineId: p.pipelineId, candidateUserId: input.candidateUserId, actorUserId: actor.id, kind: "comment" as const, detail: { commentId: row!.id }, createdAt: now })),
      );
    }
    return row!;
  });
}

export async function deleteComment(db: Db, actor: CompanyActor, companyId: string, commentId: string): Promise<void> {
  const company = companyId.toLowerCase();
  await requireCompanyCapability(db, actor, company, "pipelines.edit");
  if (!z.uuid().safeParse(commentId).success) notFound(NO_SUCH_COMMENT);
  const [row] = await db
    .select({ id: talentComments.id, author: talentComments.authorUserId })
    .from(talentComments)
    .where(and(eq(talentComments.id, commentId.toLowerCase()), eq(talentComments.companyId, company)))
    .limit(1);
  if (!row) notFound(NO_SUCH_COMMENT);
  if (row.author !== actor.id) throw new AppError("FORBIDDEN", "Only the comment's author can delete it.");
  await db.delete(talentComments).where(eq(talentComments.id, row.id));
}

/** The company's comments on a person, newest first (the caller has checked pipelines.read). */
export async function listComments(db: Db, companyId: string, candidateUserId: string, limit = 100): Promise<CommentView[]> {
  const rows = await db
    .select({
      id: talentComments.id,
      authorId: talentComments.authorUserId,
      authorName: users.name,
      body: talentComments.body,
      pipelineName: talentPipelines.name,
      createdAt: talentComments.createdAt,
    })
    .from(talentComments)
    .leftJoin(users, eq(users.id, talentComments.authorUserId))
    .leftJoin(talentPipelines, eq(talentPipelines.id, talentComments.pipelineId))
    .where(and(eq(talentComments.companyId, companyId.toLowerCase()), eq(talentComments.candidateUserId, candidateUserId.toLowerCase())))
    .orderBy(desc(talentComments.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, authorName: r.authorName ?? "A former member", createdAt: r.createdAt.toISOString() }));
}
