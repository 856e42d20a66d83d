import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidatePreferences, candidateProfiles, candidateSkills, education, skills, workHistory } from "@/db/schema";
import { createUser } from "@/testing/factories";

/* Candidates for the talent search tests, written through the profile tables (the triggers keep talent_search). */

export const TEST_SKILLS = [
  { slug: "triage", name: "Triage", category: "Healthcare" },
  { slug: "iv-therapy", name: "IV Therapy", category: "Healthcare" },
  { slug: "welding", name: "Welding", category: "Trades" },
  { slug: "forklift", name: "Forklift Operation", category: "Logistics" },
  { slug: "typescript", name: "TypeScript", category: "Technology" },
] as const;

export async function ensureTestSkills() {
  await getDb()
    .insert(skills)
    .values(TEST_SKILLS.map((s) => ({ ...s, searchText: s.name.toLowerCase() })))
    .onConflictDoNothing();
}

export type TalentSpec = {
  name?: string;
  firstName?: string;
  lastName?: string;
  headline?: string;
  summary?: string;
  postalCode?: string;
  city?: string;
  state?: string;
  years?: number | null;
  workAuthorization?: "" | "authorized" | "needs-sponsorship" | "not-authorized";
  discoverable?: boolean;
  remoteOnly?: boolean;
  relocate?: boolean;
  titles?: { title: string; description?: string }[];
  degrees?: string[];
  skills?: string[];
};

/** A candidate with a profile as given; returns the user (with password, for logging in). */
export async function makeTalent(spec: TalentSpec = {}) {
  const db = getDb();
  const user = await createUser({ name: spec.name ?? `${spec.firstName ?? "Terry"} ${spec.lastName ?? "Talent"}` });
  await db.insert(candidateProfiles).values({
    userId: user.id,
    firstName: spec.firstName ?? "Terry",
    lastName: spec.lastName ?? "Talent",
    headline: spec.headline ?? "",
    summary: spec.summary ?? "",
    postalCode: spec.postalCode ?? "",
    city: spec.city ?? "",
    state: spec.state ?? "",
    remoteOnly: spec.remoteOnly ?? false,
    yearsOfExperience: spec.years ?? null,
    workAuthorization: spec.workAuthorization ?? "",
    discoverable: spec.discoverable ?? true,
  });
  if (spec.relocate !== undefined) await db.insert(candidatePreferences).values({ userId: user.id, willingToRelocate: spec.relocate });
  if (spec.titles?.length) {
    await db.insert(workHistory).values(spec.titles.map((t, i) => ({ userId: user.id, employer: `Employer ${i}`, title: t.title, description: t.description ?? "", position: i })));
  }
  if (spec.degrees?.length) await db.insert(education).values(spec.degrees.map((d, i) => ({ userId: user.id, school: `School ${i}`, degree: d, position: i })));
  if (spec.skills?.length) await db.insert(candidateSkills).values(spec.skills.map((s, i) => ({ userId: user.id, skillSlug: s, position: i })));
  return user;
}

export async function talentRow(userId: string) {
  const { rows } = await getDb().execute<Record<string, unknown>>(sql`select * from talent_search where user_id = ${userId}`);
  return rows[0] ?? null;
}
