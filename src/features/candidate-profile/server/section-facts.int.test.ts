import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assessments, candidateLanguages, candidatePreferences, candidateReferences, certifications, jobAlerts, resumes } from "@/db/schema";
import { createUser } from "@/testing/factories";
import { getProfileCompletion } from "./queries";
import { getSectionFacts } from "./section-facts";

/*
 * The completion's facts come from the real tables, one owner's rows only: candidate A's rows in
 * every section move A's completion and never B's.
 */

describe("getSectionFacts", () => {
  it("counts each section's rows of the owner only, and the completion follows", async () => {
    const db = getDb();
    const a = await createUser();
    const b = await createUser();
    const none = await getSectionFacts(db, a.id);
    expect(none).toEqual({
      resumes: 0,
      certifications: 0,
      languages: 0,
      references: 0,
      jobAlerts: 0,
      assessments: [],
      personalityCompleted: false,
      employmentPrefsSet: false,
      compensationPrefsSet: false,
      experienceSet: false,
    });

    const suffix = crypto.randomUUID().slice(0, 8);
    await db.insert(resumes).values({ userId: a.id, originalFileName: "cv.pdf", storageKey: `${suffix}-0000-4000-8000-000000000001.pdf`, mime: "application/pdf", sizeBytes: 10, isDefault: true });
    await db.insert(certifications).values([
      { userId: a.id, name: "CPR", position: 0 },
      { userId: a.id, name: "RN licence", position: 1 },
    ]);
    await db.insert(candidateLanguages).values({ userId: a.id, language: "es", proficiency: "native", position: 0 });
    await db.insert(candidateReferences).values({ userId: a.id, name: "Sam", relationship: "manager", position: 0 });
    await db.insert(jobAlerts).values({ userId: a.id, name: "Nurse jobs" });
    const [test] = await db.insert(assessments).values({ userId: a.id, kind: "skills", provider: "upstep", title: "Excel basics", status: "completed", score: 80 }).returning({ id: assessments.id });
    await db.insert(assessments).values({ userId: a.id, kind: "personality", provider: "traitify", title: "Personality", status: "completed" });
    await db.insert(candidatePreferences).values({ userId: a.id, desiredTitles: ["Registered Nurse"], payMinCents: 4_000_00, payPeriod: "hour", experienceLevel: "senior" });
    // B has a preferences row with nothing in it: nothing is set.
    await db.insert(candidatePreferences).values({ userId: b.id });

    expect(await getSectionFacts(db, a.id)).toEqual({
      resumes: 1,
      certifications: 2,
      languages: 1,
      references: 1,
      jobAlerts: 1,
      assessments: [{ id: test!.id, title: "Excel basics" }],
      personalityCompleted: true,
      employmentPrefsSet: true,
      compensationPrefsSet: true,
      experienceSet: true,
    });
    expect(await getSectionFacts(db, b.id)).toEqual(none);

    const completion = await getProfileCompletion(db, a.id);
    const states = Object.fromEntries(completion.sections.map((s) => [s.key, s.state]));
    expect(states).toMatchObject({ resume: "done", language: "done", "employment-prefs": "done", "compensation-prefs": "done", experience: "done", certifications: "done", "traitify-assessment": "done" });
    expect(completion.done).toBe(5);
    expect((await getProfileCompletion(db, b.id)).done).toBe(0);
  });
});
