import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
import type { ProfileVisibility } from "../schemas";

/**
 * PUT /api/candidates/profile/visibility: the signed-in person's own profile becomes discoverable by
 * employers or private (decision 031). The row is created on first use, like personal info, so a
 * person can choose before filling anything in.
 */
export async function setProfileVisibility(db: Db, params: { userId: string; input: ProfileVisibility }): Promise<ProfileVisibility> {
  const [row] = await db
    .insert(candidateProfiles)
    .values({ userId: params.userId, discoverable: params.input.discoverable })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { discoverable: params.input.discoverable, updatedAt: sql`now()` } })
    .returning({ discoverable: candidateProfiles.discoverable });
  return { discoverable: row!.discoverable };
}
