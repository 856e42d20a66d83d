import { getDb } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
import type { CompanyActor } from "@/lib/auth/company-access";
import { actor, type Actor } from "@/features/application-status/application-status.testing";
import type { Team } from "@/features/applicant-tracking/applicant-tracking.testing";

/*
 * The talent pipelines tests' world (decision 043): applicant tracking's team (company A in every
 * role, company B's owner, candidates, administrators) and discoverable candidates to add.
 */
export { makeTeam, sendApplication, uniqueName, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";

/** A use case's actor for one of the team's people. */
export function asActor(who: Actor, opts: { admin?: boolean; twoFactor?: boolean } = {}): CompanyActor {
  return { id: who.id, roles: opts.admin ? ["Administrator"] : [], twoFactorEnabled: opts.twoFactor ?? Boolean(opts.admin) };
}

export const actors = (team: Team) => ({
  owner: asActor(team.people.owner),
  hiringManager: asActor(team.people.hiringManager),
  recruiter: asActor(team.people.recruiter),
  interviewer: asActor(team.people.interviewer),
  otherOwner: asActor(team.people.otherOwner),
  admin: asActor(team.people.admin, { admin: true }),
  adminWithoutMfa: asActor(team.people.adminWithoutMfa, { admin: true, twoFactor: false }),
});

/** A candidate with a profile; discoverable unless told otherwise. */
export async function makeCandidate(opts: { first?: string; last?: string; headline?: string; discoverable?: boolean } = {}): Promise<Actor> {
  const first = opts.first ?? "Nia";
  const last = opts.last ?? "Nightingale";
  const person = await actor([], { name: `${first} ${last}` });
  await getDb()
    .insert(candidateProfiles)
    .values({ userId: person.id, firstName: first, lastName: last, headline: opts.headline ?? "Registered nurse", city: "Austin", state: "TX", discoverable: opts.discoverable ?? true })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { firstName: first, lastName: last, discoverable: opts.discoverable ?? true } });
  return person;
}

export async function setDiscoverable(userId: string, discoverable: boolean): Promise<void> {
  const { eq } = await import("drizzle-orm");
  await getDb().update(candidateProfiles).set({ discoverable }).where(eq(candidateProfiles.userId, userId));
}

