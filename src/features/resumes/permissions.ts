import { checkPermission } from "@/lib/auth/permissions";

/*
 * Who may reach a resume (decision 023). The owner may do everything; an administrator (with
 * two-factor, as every administrator action) may list, download and delete anyone's; nobody else may
 * see that a resume exists (the API answers 404, never 403). The copy of a resume sent with an
 * application (decision 033) is not a library resume: its author reads it through their own
 * application, and its readers are the application's (members of the job's company, administrators:
 * application-status/server/employer-access.ts), each download recorded in audit_events.
 */
export type ResumeActor = { id: string; roles: readonly string[]; twoFactorEnabled: boolean };
export type ResumeOwnerRef = { userId: string };

export type ResumeAccess = "owner" | "administrator";

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
