import "server-only";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  accounts,
  assessments,
  auditEvents,
  candidateLanguages,
  candidateOnboarding,
  candidatePreferences,
  candidateProfiles,
  candidateReferences,
  candidateSkills,
  certifications,
  education,
  emailPreferences,
  notifications,
  resumeParses,
  resumes,
  sentEmails,
  sessions,
  skills,
  userRoles,
  users,
  workHistory,
} from "@/db/schema";
import { sanitizeFileName } from "@/lib/uploads/file-names";
import { parseFileKey } from "@/lib/uploads/storage";
import { getEmailPreferences } from "@/lib/email/preferences";
import { collectJobActivity } from "./collect-job-activity";

/*
 * Everything Upstep holds about one person, for "Download your data" (decision 031): the account,
 * sessions, every Candidate360 section, job activity (applications, saved jobs, searches), resumes, notifications, email choices and sent mail, and the
 * audit events about them, plus the list of their stored files. Never a secret: no password hash
 * (accounts.password), no session or OAuth tokens, no two-factor secret or backup codes, no hub keys.
 * Each table is read by the person's id only.
 */

/** A stored file to put in the zip under files/. */
export type ExportFile = { path: string; key: string; kind: "avatar" | "resume" | "certification" | "application-resume" };

export type FileListing = { path: string; kind: ExportFile["kind"]; included: boolean };

export const EXPORT_FORMAT = "upstep-data/1";

/** Drops the owner column: every row is the person's own, so it says nothing. */
function withoutOwner<T extends { userId?: unknown }>(row: T): Omit<T, "userId"> {
  const { userId: _owner, ...rest } = row;
  return rest;
}

/** A file name safe as a zip path segment (no separators, no "..", never empty). */
function zipName(name: string | null, fallback: string): string {
  const safe = sanitizeFileName(name ?? "").replace(/[\\/:*?"<>|]/g, "_");
  return safe === "" || safe === "." || safe === ".." ? fallback : safe;
}

function extOf(key: string): string {
  return key.slice(key.lastIndexOf(".") + 1);
}

export async function collectUserData(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      avatarKey: users.avatarKey,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  const applicationFiles: ExportFile[] = [];

  const [
    roles,
    signInMethods,
    sessionRows,
    profile,
    work,
    schools,
    skillRows,
    preferences,
    certs,
    languages,
    references,
    activity,
    assessmentRows,
    onboarding,
    parses,
    resumeRows,
    notificationRows,
    emailChoices,
    emailChoiceRows,
    mail,
    audit,
  ] = await Promise.all([
    db.select({ role: userRoles.role, since: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, userId)),
    db.select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt }).from(accounts).where(eq(accounts.userId, userId)),
    db
      .select({ createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.updatedAt)),
    db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)),
    db.select().from(workHistory).where(eq(workHistory.userId, userId)).orderBy(asc(workHistory.position)),
    db.select().from(education).where(eq(education.userId, userId)).orderBy(asc(education.position)),
    db
      .select({ slug: skills.slug, name: skills.name, position: candidateSkills.position })
      .from(candidateSkills)
      .innerJoin(skills, eq(skills.slug, candidateSkills.skillSlug))
      .where(eq(candidateSkills.userId, userId))
      .orderBy(asc(candidateSkills.position)),
    db.select().from(candidatePreferences).where(eq(candidatePreferences.userId, userId)),
    db.select().from(certifications).where(eq(certifications.userId, userId)).orderBy(asc(certifications.position)),
    db.select().from(candidateLanguages).where(eq(candidateLanguages.userId, userId)).orderBy(asc(candidateLanguages.position)),
    db.select().from(candidateReferences).where(eq(candidateReferences.userId, userId)).orderBy(asc(candidateReferences.position)),
    collectJobActivity(db, userId, (key, n, fileName) => {
      const path = `files/applications/${n}-${zipName(fileName, `resume.${extOf(key)}`)}`;
      applicationFiles.push({ path, key, kind: "application-resume" });
      return path;
    }),
    db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(asc(assessments.assignedAt)),
    db.select().from(candidateOnboarding).where(eq(candidateOnboarding.userId, userId)),
    db.select().from(resumeParses).where(eq(resumeParses.userId, userId)).orderBy(asc(resumeParses.createdAt)),
    db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.isDefault), asc(resumes.createdAt)),
    db
      .select({ id: notifications.id, type: notifications.type, title: notifications.title, body: notifications.body, link: notifications.link, data: notifications.data, createdAt: notifications.createdAt, readAt: notifications.readAt, emailedAt: notifications.emailedAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.seq)),
    getEmailPreferences(db, userId),
    db.select({ category: emailPreferences.category, enabled: emailPreferences.enabled, source: emailPreferences.source, updatedAt: emailPreferences.updatedAt }).from(emailPreferences).where(eq(emailPreferences.userId, userId)),
    db
      .select({ to: sentEmails.to, category: sentEmails.category, template: sentEmails.template, subject: sentEmails.subject, status: sentEmails.status, reason: sentEmails.reason, createdAt: sentEmails.createdAt, sentAt: sentEmails.sentAt })
      .from(sentEmails)
      .where(eq(sentEmails.userId, userId))
      .orderBy(asc(sentEmails.createdAt)),
    db
      .select({ action: auditEvents.action, actorUserId: auditEvents.actorUserId, targetType: auditEvents.targetType, targetId: auditEvents.targetId, data: auditEvents.data, createdAt: auditEvents.createdAt })
      .from(auditEvents)
      .where(or(eq(auditEvents.actorUserId, userId), and(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, userId)), sql`${auditEvents.data}->>'ownerUserId' = ${userId}`))
      .orderBy(asc(auditEvents.createdAt)),
  ]);

  const files: ExportFile[] = [];
  if (account.avatarKey) files.push({ path: `files/avatar.${extOf(account.avatarKey)}`, key: account.avatarKey, kind: "avatar" });
  const resumeList = resumeRows.map((r, i) => {
    const path = `files/resumes/${i + 1}-${zipName(r.originalFileName, `resume.${extOf(r.storageKey)}`)}`;
    files.push({ path, key: r.storageKey, kind: "resume" });
    return { id: r.id, fileName: r.originalFileName, mime: r.mime, sizeBytes: r.sizeBytes, isDefault: r.isDefault, createdAt: r.createdAt, file: path };
  });
  const certificationList = certs.map((c, i) => {
    const { fileKey, ...rest } = withoutOwner(c);
    let file: string | null = null;
    if (fileKey && parseFileKey(fileKey)) {
      file = `files/certifications/${i + 1}-${zipName(c.fileName, `certificate.${extOf(fileKey)}`)}`;
      files.push({ path: file, key: fileKey, kind: "certification" });
    }
    return { ...rest, file };
  });
  files.push(...applicationFiles);

  const { avatarKey, ...accountFields } = account;
  const data = {
    about: {
      service: "Upstep",
      format: EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      note: "Everything Upstep holds about you. Your files are in the files folder beside this file. Passwords, sign-in tokens and two-factor secrets are never exported.",
    },
    account: {
      ...accountFields,
      avatarFile: avatarKey ? files[0]!.path : null,
      roles,
      signInMethods,
    },
    sessions: sessionRows,
    profile: {
      personalInfo: profile[0] ? withoutOwner(profile[0]) : null,
      workHistory: work.map(withoutOwner),
      education: schools.map(withoutOwner),
      skills: skillRows,
      preferences: preferences[0] ? withoutOwner(preferences[0]) : null,
      certifications: certificationList,
      languages: languages.map(withoutOwner),
      references: references.map(withoutOwner),
      jobAlerts: activity.jobAlerts,
      assessments: assessmentRows.map(withoutOwner),
      onboarding: onboarding[0] ? withoutOwner(onboarding[0]) : null,
      resumeParses: parses.map(withoutOwner),
    },
    jobs: { applications: activity.applications, savedJobs: activity.savedJobs, externalApplyClicks: activity.externalApplyClicks, recentSearches: activity.recentSearches },
    resumes: resumeList,
    notifications: notificationRows,
    emailPreferences: { current: emailChoices, changes: emailChoiceRows },
    emailsSent: mail,
    auditEvents: audit.map(({ actorUserId, ...event }) => ({ ...event, byYou: actorUserId === userId })),
    files: [] as FileListing[],
  };
  return { data, files };
}

export type UserData = NonNullable<Awaited<ReturnType<typeof collectUserData>>>["data"];
