import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateOnboarding } from "@/db/schema";
import { FIRST_STEP } from "../steps";
import type { OnboardingView } from "../types";
import { getOnboardingView } from "./queries";

/**
 * POST /api/candidates/onboarding/complete (completedAt) or .../skip (skippedAt): the flow is over.
 * The first time counts (calling again keeps it); the answers saved so far and the step stay.
 */
export async function endOnboarding(db: Db, params: { userId: string; how: "complete" | "skip" }): Promise<OnboardingView> {
  const { userId, how } = params;
  if (how === "complete") {
    await db
      .insert(candidateOnboarding)
      .values({ userId, step: FIRST_STEP, completedAt: sql`now()` })
      .onConflictDoUpdate({ target: candidateOnboarding.userId, set: { completedAt: sql`coalesce(${candidateOnboarding.completedAt}, now())`, updatedAt: sql`now()` } });
  } else {
    await db
      .insert(candidateOnboarding)
      .values({ userId, step: FIRST_STEP, skippedAt: sql`now()` })
      .onConflictDoUpdate({ target: candidateOnboarding.userId, set: { skippedAt: sql`coalesce(${candidateOnboarding.skippedAt}, now())`, updatedAt: sql`now()` } });
  }
  return getOnboardingView(db, userId);
}
