import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
import type { PersonalInfo } from "../schemas";
import type { PersonalInfoView } from "../types";
import { getPersonalInfo } from "./queries";

/** PUT /api/candidates/profile/personal-info: the signed-in person's own row, created on first save. */
export async function updatePersonalInfo(db: Db, params: { userId: string; input: PersonalInfo }): Promise<PersonalInfoView> {
  const { yearsOfExperience, ...rest } = params.input;
  const values = { ...rest, yearsOfExperience: yearsOfExperience === "" ? null : Number(yearsOfExperience) };
  await db
    .insert(candidateProfiles)
    .values({ userId: params.userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  return getPersonalInfo(db, params.userId);
}
