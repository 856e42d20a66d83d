import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationActivity, applicationRatings, applicationScorecards, applicationTracking, jobPostings, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ScorecardInput } from "../schemas";
import type { ScorecardView } from "../types";
import type { ApplicantRef } from "./access";

/*
 * Ratings (1-5 stars, one per member) and scorecards (the posting's attributes rated Strong no ..
 * Strong yes, an overall recommendation and notes; one per member, editable) of an application
 * (decision 040). application_tracking's rating_average and rating_count are recomputed in the same
 * transaction as the rating, so the list's filter and sort read them without a join.
 */
export const DEFAULT_SCORECARD_ATTRIBUTES = ["Relevant experience", "Skills for the role", "Communication", "Motivation"];

export async function setRating(db: Db, ref: ApplicantRef, userId: string, rating: number | null, now: Date = new Date()): Promise<{ average: number | null; count: number }> {
  return db.transaction(async (tx) => {
    if (rating === null) {
      await tx.delete(applicationRatings).where(and(eq(applicationRatings.applicationId, ref.applicationId), eq(applicationRatings.userId, userId)));
    } else {
      await tx
        .insert(applicationRatings)
        .values({ applicationId: ref.applicationId, userId, companyId: ref.companyId, rating, updatedAt: now })
        .onConflictDoUpdate({ target: [applicationRatings.applicationId, applicationRatings.userId], set: { rating, updatedAt: now } });
    }
    const [agg] = await tx
      .update(applicationTracking)
      .set({
        ratingAverage: sql`(select avg(rating)::real from application_ratings where application_id = ${ref.applicationId})`,
        ratingCount: sql`(select count(*)::smallint from application_ratings where application_id = ${ref.applicationId})`,
        updatedAt: now,
      })
      .where(eq(applicationTracking.applicationId, ref.applicationId))
      .returning({ average: applicationTracking.ratingAverage, count: applicationTracking.ratingCount });
    await tx.insert(applicationActivity).values({ applicationId: ref.applicationId, companyId: ref.companyId, actorUserId: userId, kind: "rating", detail: { rating }, createdAt: now });
    return { average: agg?.average ?? null, count: agg?.count ?? 0 };
  });
}

/** The attributes the posting's scorecard rates (the defaults for a job without a posting). */
export async function scorecardAttributes(db: Db, jobId: string): Promise<string[]> {
  const [row] = await db.select({ attributes: jobPostings.scorecardAttributes }).from(jobPostings).where(eq(jobPostings.id, jobId)).limit(1);
  return row?.attributes.length ? row.attributes : DEFAULT_SCORECARD_ATTRIBUTES;
}

export async function saveScorecard(db: Db, ref: ApplicantRef, userId: string, input: ScorecardInput, now: Date = new Date()): Promise<{ id: string }> {
  const attributes = await scorecardAttributes(db, ref.jobId);
  const unknown = Object.keys(input.ratings).filter((a) => !attributes.includes(a));
  if (unknown.length) {
    const message = `This posting's scorecard does not rate ${unknown[0]}.`;
    throw new AppError("BAD_REQUEST", message, { issues: [{ path: `ratings.${unknown[0]}`, message }] });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationScorecards)
      .values({ applicationId: ref.applicationId, companyId: ref.companyId, authorUserId: userId, ratings: input.ratings, overall: input.overall, notes: input.notes, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [applicationScorecards.applicationId, applicationScorecards.authorUserId], set: { ratings: input.ratings, overall: input.overall, notes: input.notes, updatedAt: now } })
      .returning({ id: applicationScorecards.id });
    await tx.insert(applicationActivity).values({ applicationId: ref.applicationId, companyId: ref.companyId, actorUserId: userId, kind: "scorecard", detail: { scorecardId: row!.id, overall: input.overall }, createdAt: now });
    return { id: row!.id };
  });
}

export async function listScorecards(db: Db, applicationId: string): Promise<ScorecardView[]> {
  const rows = await db
    .select({ id: applicationScorecards.id, authorId: applicationScorecards.authorUserId, authorName: users.name, ratings: applicationScorecards.ratings, overall: applicationScorecards.overall, notes: applicationScorecards.notes, updatedAt: applicationScorecards.updatedAt })
    .from(applicationScorecards)
    .innerJoin(users, eq(users.id, applicationScorecards.authorUserId))
    .where(eq(applicationScorecards.applicationId, applicationId))
    .orderBy(applicationScorecards.createdAt);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function listRatings(db: Db, applicationId: string): Promise<{ userId: string; name: string; rating: number }[]> {
  return db
    .select({ userId: applicationRatings.userId, name: users.name, rating: applicationRatings.rating })
    .from(applicationRatings)
    .innerJoin(users, eq(users.id, applicationRatings.userId))
    .where(eq(applicationRatings.applicationId, applicationId))
    .orderBy(users.name);
}
