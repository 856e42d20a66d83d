import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { assessments } from "@/db/schema";
import type { Assessment, AssessmentKind, AssessmentStatus } from "../types";

/* Reads of a person's assessments (decision 027), always by owner; the assessment domain writes them later. */

const columns = {
  id: assessments.id,
  kind: assessments.kind,
  provider: assessments.provider,
  title: assessments.title,
  status: assessments.status,
  score: assessments.score,
  result: assessments.result,
  assignedAt: assessments.assignedAt,
  completedAt: assessments.completedAt,
};

type Row = Pick<typeof assessments.$inferSelect, keyof typeof columns>;

function toAssessment(row: Row): Assessment {
  return {
    ...row,
    kind: row.kind as AssessmentKind,
    status: row.status as AssessmentStatus,
    assignedAt: row.assignedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The person's assessments, newest first (every kind; the overview tells them apart by kind). */
export async function listAssessments(db: Db, userId: string): Promise<Assessment[]> {
  const rows = await db.select(columns).from(assessments).where(eq(assessments.userId, userId)).orderBy(desc(assessments.assignedAt), desc(assessments.id));
  return rows.map(toAssessment);
}

/** One of the person's assessments; null for another person's, an unknown id or one that is not a uuid. */
export async function getAssessment(db: Db, params: { userId: string; id: string }): Promise<Assessment | null> {
  if (!z.uuid().safeParse(params.id).success) return null;
  const [row] = await db
    .select(columns)
    .from(assessments)
    .where(and(eq(assessments.id, params.id), eq(assessments.userId, params.userId)));
  return row ? toAssessment(row) : null;
}

/** The person's personality assessment: the latest completed one, else the latest of any status; null when none. */
export async function getPersonalityAssessment(db: Db, userId: string): Promise<Assessment | null> {
  const [row] = await db
    .select(columns)
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.kind, "personality")))
    .orderBy(sql`${assessments.status} = 'completed' desc`, desc(sql`coalesce(${assessments.completedAt}, ${assessments.assignedAt})`), desc(assessments.id))
    .limit(1);
  return row ? toAssessment(row) : null;
}
