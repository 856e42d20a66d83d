import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { talentPipelineMembers } from "@/db/schema";
import type { ActivityView, CommentView, MemberView } from "../types";
import { notFound, NO_SUCH_PERSON, type PipelineRef } from "./access";
import { listComments } from "./comments";
import { listActivity, membersQuery, toMemberView } from "./queries";

/*
 * One person in a pipeline as the pipeline page opens them (decision 043): their place and tags,
 * the company's comments on them and their history in this pipeline. By member id (the API) or by
 * their profile id (/talent/pipelines?selected=).
 */
export type MemberDetail = { member: MemberView; comments: CommentView[]; activity: ActivityView[] };

async function load(db: Db, ref: PipelineRef, where: { memberId?: string; candidateUserId?: string }): Promise<MemberDetail | null> {
  const id = where.memberId ?? where.candidateUserId ?? "";
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await membersQuery(db)
    .where(
      and(
        eq(talentPipelineMembers.pipelineId, ref.pipelineId),
        where.memberId ? eq(talentPipelineMembers.id, id.toLowerCase()) : eq(talentPipelineMembers.candidateUserId, id.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const member = toMemberView(row);
  const [comments, activity] = await Promise.all([
    listComments(db, ref.companyId, member.candidateUserId),
    listActivity(db, { companyId: ref.companyId, pipelineId: ref.pipelineId, candidateUserId: member.candidateUserId }, 50),
  ]);
  return { member, comments, activity };
}

export async function memberDetail(db: Db, ref: PipelineRef, memberId: string): Promise<MemberDetail> {
  const detail = await load(db, ref, { memberId });
  if (!detail) notFound(NO_SUCH_PERSON);
  return detail;
}

/** The person with this profile id in the pipeline, or null (the page then says so). */
export async function memberByProfile(db: Db, ref: PipelineRef, candidateUserId: string): Promise<MemberDetail | null> {
  return load(db, ref, { candidateUserId });
}
