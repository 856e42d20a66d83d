import { checkPermission } from "@/lib/auth/permissions";

/*
 * Who may reach a resume (decision 023). The owner may do everything; an administrator (with
 * two-factor, as every administrator action) may list, download and delete anyone's; nobody else may
 * see that a resume exists (the API answers 404, never 403). The copy of a resume sent with an
 * application (decision 033) is also open to the members of the job's company ("applied-employer");
 * every download by someone other than the owner is recorded in audit_events.
 */
export type ResumeActor = { id: string; roles: readonly string[]; twoFactorEnabled: boolean };
export type ResumeOwnerRef = { userId: string };

export type ResumeAccess = "owner" | "administrator" | "applied-employer";

function isAdministrator(actor: ResumeActor): boolean {
  return checkPermission(actor, "admin").ok;
}

/** Why the actor may download the resume, or null when they may not. */
export function canDownloadResume(actor: ResumeActor | null, resume: ResumeOwnerRef): ResumeAccess | null {
  if (!actor) return null;
  if (actor.id === resume.userId) return "owner";
  if (isAdministrator(actor)) return "administrator";
  return null;
}

/** Listing someone's resumes: the same people as downloading. */
export function canListResumesOf(actor: ResumeActor | null, ownerId: string): ResumeAccess | null {
  return canDownloadResume(actor, { userId: ownerId });
}

export function canDeleteResume(actor: ResumeActor | null, resume: ResumeOwnerRef): ResumeAccess | null {
  return canDownloadResume(actor, resume);
}

/** Renaming and choosing the default are the owner's choices only. */
export function canEditResume(actor: ResumeActor | null, resume: ResumeOwnerRef): boolean {
  return actor !== null && actor.id === resume.userId;
}

/**
 * The resume sent with an application (its own copy, decision 033): its author, a member of the
 * job's company (`memberOfJobCompany`, looked up by the caller in company_members), or an
 * administrator. A draft's resume is nobody else's business: callers pass only sent applications.
 */
export function canDownloadApplicationResume(actor: ResumeActor | null, application: ResumeOwnerRef, memberOfJobCompany: boolean): ResumeAccess | null {
  const access = canDownloadResume(actor, application);
  if (access === "owner") return access;
  if (actor && memberOfJobCompany) return "applied-employer";
  return access;
}
