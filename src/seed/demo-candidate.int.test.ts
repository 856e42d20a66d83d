import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles, users } from "@/db/schema";
import { getProfileCompletion } from "@/features/candidate-profile/server/queries";
import { loadSkills } from "@/features/skills/server/load-skills";
import { createUser } from "@/testing/factories";
import { DEMO_CANDIDATE_EMAIL, seedDemoCandidate } from "./demo-candidate";

/* The demo candidate's profile: written once after the vocabulary is loaded, never over their edits. */
beforeAll(async () => {
  // Setup loads the vocabulary before this seed runs; the test database starts without it.
  await loadSkills(getDb());
});

describe("seedDemoCandidate", () => {
  it("does nothing without the demo candidate", async () => {
    const db = getDb();
    await db.delete(users).where(eq(users.email, DEMO_CANDIDATE_EMAIL));
    expect(await seedDemoCandidate(db)).toBe(false);
  });

  it("fills the demo candidate's profile once, with skills from the vocabulary, and never overwrites it", async () => {
    const db = getDb();
    const user = await createUser({ email: DEMO_CANDIDATE_EMAIL, name: "Casey Candidate" });
    expect(await seedDemoCandidate(db)).toBe(true);

    const completion = await getProfileCompletion(db, user.id);
    const states = Object.fromEntries(completion.sections.map((s) => [s.key, s.state]));
    expect(states).toMatchObject({
      "personal-info": "done",
      skills: "done",
      "work-history": "done",
      education: "done",
      experience: "done",
      "employment-prefs": "done",
      "compensation-prefs": "done",
      language: "done",
      resume: "missing",
      avatar: "missing",
    });
    const skills = await db.execute(sql`select count(*)::int as n from candidate_skills where user_id = ${user.id}`);
    expect((skills.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(4);
    const onboarding = await db.execute(sql`select completed_at from candidate_onboarding where user_id = ${user.id}`);
    expect((onboarding.rows[0] as { completed_at: unknown }).completed_at).not.toBeNull();

    // The visitor's own edit stays: a second start writes nothing.
    await db.update(candidateProfiles).set({ headline: "Phlebotomist" }).where(eq(candidateProfiles.userId, user.id));
    expect(await seedDemoCandidate(db)).toBe(false);
    const [row] = await db.select({ headline: candidateProfiles.headline }).from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
    expect(row!.headline).toBe("Phlebotomist");
  });
});
