import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateLanguages, candidatePreferences, candidateProfiles, candidateReferences, candidateSkills, certifications, education, skills, workHistory } from "@/db/schema";
import { PUT as visibilityPut } from "@/app/api/candidates/profile/visibility/route";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { employerViewOfCandidate } from "./server/queries";
import type { EmployerView } from "./types";

/*
 * Issue 14 part 7 (decision 031): the discoverable switch (owner only, private by default) and the one
 * projection of what employers see, which never holds contact details, the ZIP code, work
 * authorisation, references, pay, credential ids or files, whatever the profile contains.
 */
const putVisibility = (cookie: string | undefined, body: unknown, csrf = true) => callRoute(visibilityPut, { method: "PUT", path: "/api/candidates/profile/visibility", cookie, body, csrf });

async function signedIn(name = "Test User") {
  const user = await createUser({ name });
  const { cookie } = await logIn(user.email, user.password);
  return { ...user, cookie };
}

const discoverableOf = async (userId: string) => (await getDb().select({ d: candidateProfiles.discoverable }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0]?.d;

/** Private values that must never reach an employer, each unique enough to search for in the JSON. */
const SECRET = {
  phone: "3125550199",
  postalCode: "60614",
  referenceName: "Refina Secretworth",
  referenceEmail: "refina@private.example",
  referencePhone: "7735550123",
  credentialId: "CRED-SECRET-991",
  credentialUrl: "https://verify.example/secret-991",
  certFileName: "my-private-cert.pdf",
};

async function fullProfile(userId: string, discoverable: boolean) {
  const db = getDb();
  await db.insert(skills).values({ slug: "triage", name: "Triage", category: "Healthcare", searchText: "triage" }).onConflictDoNothing();
  await db.insert(candidateProfiles).values({
    userId,
    firstName: "Ada",
    lastName: "Lovelace",
    headline: "Registered Nurse",
    summary: "Ten years on cardiac wards.",
    phone: SECRET.phone,
    postalCode: SECRET.postalCode,
    city: "Chicago",
    state: "IL",
    yearsOfExperience: 10,
    workAuthorization: "needs-sponsorship",
    discoverable,
  });
  await db.insert(workHistory).values({ userId, employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: 3, startYear: 2018, isCurrent: true, description: "Led a team of 12.", position: 0 });
  await db.insert(education).values({ userId, school: "Loyola University", degree: "BSN", fieldOfStudy: "Nursing", startYear: 2010, endYear: 2014, position: 0 });
  await db.insert(candidateSkills).values({ userId, skillSlug: "triage", position: 0 });
  await db.insert(certifications).values({ userId, name: "BLS", issuer: "American Heart Association", credentialId: SECRET.credentialId, credentialUrl: SECRET.credentialUrl, fileKey: `${randomUUID()}.pdf`, fileName: SECRET.certFileName, fileMime: "application/pdf", fileSizeBytes: 10, position: 0 });
  await db.insert(candidateLanguages).values({ userId, language: "es", proficiency: "native", position: 0 });
  await db.insert(candidateReferences).values({ userId, name: SECRET.referenceName, relationship: "manager", email: SECRET.referenceEmail, phone: SECRET.referencePhone, position: 0 });
  await db.insert(candidatePreferences).values({ userId, payMinCents: 987_654_00, payTargetCents: 876_543_00, payPeriod: "year" });
}

describe("PUT /api/candidates/profile/visibility", () => {
  it("is private by default; the owner makes the profile discoverable and private again", async () => {
    const a = await signedIn();
    expect(await discoverableOf(a.id)).toBeUndefined();
    // No profile yet: the row is created with the choice.
    let res = await putVisibility(a.cookie, { discoverable: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ discoverable: true });
    expect(await discoverableOf(a.id)).toBe(true);
    res = await putVisibility(a.cookie, { discoverable: false });
    expect(await res.json()).toEqual({ discoverable: false });
    expect(await discoverableOf(a.id)).toBe(false);
  });

  it("keeps the rest of the profile as it was", async () => {
    const a = await signedIn();
    await fullProfile(a.id, false);
    await putVisibility(a.cookie, { discoverable: true });
    const [row] = await getDb().select().from(candidateProfiles).where(eq(candidateProfiles.userId, a.id));
    expect(row).toMatchObject({ firstName: "Ada", phone: SECRET.phone, postalCode: SECRET.postalCode, discoverable: true });
  });

  it("changes only the signed-in person's profile", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await putVisibility(a.cookie, { discoverable: false });
    await putVisibility(b.cookie, { discoverable: true });
    expect(await discoverableOf(a.id)).toBe(false);
    expect(await discoverableOf(b.id)).toBe(true);
    // There is no way to name someone else: extra fields are ignored, not obeyed.
    await putVisibility(b.cookie, { discoverable: true, userId: a.id });
    expect(await discoverableOf(a.id)).toBe(false);
  });

  it("refuses anonymous (401), a missing CSRF header (403) and a body that is not a boolean (400)", async () => {
    const a = await signedIn();
    expect((await putVisibility(undefined, { discoverable: true })).status).toBe(401);
    expect((await putVisibility(a.cookie, { discoverable: true }, false)).status).toBe(403);
    for (const body of [{}, { discoverable: "true" }, { discoverable: 1 }, { discoverable: null }]) expect((await putVisibility(a.cookie, body)).status).toBe(400);
    expect(await discoverableOf(a.id)).toBeUndefined();
  });
});

describe("employerViewOfCandidate", () => {
  it("is null for a private profile unless it is the owner's preview, and for an unknown person", async () => {
    const a = await signedIn();
    await fullProfile(a.id, false);
    expect(await employerViewOfCandidate(getDb(), a.id)).toBeNull();
    expect(await employerViewOfCandidate(getDb(), a.id, { preview: true })).toMatchObject({ name: "Ada Lovelace", discoverable: false });
    expect(await employerViewOfCandidate(getDb(), randomUUID(), { preview: true })).toBeNull();
    // Someone who never saved a profile is private too.
    const b = await signedIn("Grace Hopper");
    expect(await employerViewOfCandidate(getDb(), b.id)).toBeNull();
    expect(await employerViewOfCandidate(getDb(), b.id, { preview: true })).toMatchObject({ name: "Grace Hopper", headline: "", skills: [], workHistory: [] });
  });

  it("shows a discoverable profile's public sections and never a private field", async () => {
    const a = await signedIn();
    await fullProfile(a.id, true);
    const view = (await employerViewOfCandidate(getDb(), a.id)) as EmployerView;
    expect(view).toEqual({
      userId: a.id,
      discoverable: true,
      name: "Ada Lovelace",
      headline: "Registered Nurse",
      city: "Chicago",
      state: "IL",
      remoteOnly: false,
      yearsOfExperience: 10,
      summary: "Ten years on cardiac wards.",
      skills: [{ slug: "triage", name: "Triage" }],
      workHistory: [{ employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: 3, startYear: 2018, endMonth: null, endYear: null, isCurrent: true, description: "Led a team of 12." }],
      education: [{ school: "Loyola University", degree: "BSN", fieldOfStudy: "Nursing", startYear: 2010, endYear: 2014 }],
      certifications: [{ name: "BLS", issuer: "American Heart Association" }],
      languages: [{ code: "es", name: "Spanish", proficiency: "Native or bilingual" }],
    });
    const json = JSON.stringify(view);
    for (const value of [...Object.values(SECRET), a.email, "needs-sponsorship", "98765400", "87654300"]) expect(json).not.toContain(value);
    expect(json).not.toMatch(/"(email|phone|postalCode|workAuthorization|references|pay\w*|credential\w*|file\w*)"/);
  });
});
