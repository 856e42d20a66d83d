import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationActivity, applicationNotes, applications, jobs, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { enqueue } from "@/lib/queue/enqueue";
import { applicantPath } from "@/lib/employer-routes";
import { notify } from "@/features/notifications/server/notify";
import type { NoteInput } from "../schemas";
import type { NoteView } from "../types";
import type { ApplicantRef } from "./access";
import { listCompanyMembers } from "./members";

/*
 * The company's private notes on an application (decision 040). Any member with applicants.review
 * writes one; only its author edits or deletes it. @mentions name members of the application's
 * company (anyone else named is dropped, and so is the author): each newly mentioned member gets a
 * notification ("employer-message", a link to the applicant) with its email queued at once, as a
 * stage change reaches a candidate. Notes are never in a candidate-facing answer.
 */
const NOTE_NOT_FOUND = "No such note.";

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

async function mentionable(db: Db, ref: ApplicantRef, authorId: string, wanted: string[]): Promise<string[]> {
  if (!wanted.length) return [];
  const members = new Set((await listCompanyMembers(db, ref.companyId)).map((m) => m.userId));
  return [...new Set(wanted.map((id) => id.toLowerCase()))].filter((id) => members.has(id) && id !== authorId);
}

async function tellMentioned(db: Db, ref: ApplicantRef, noteId: string, authorId: string, userIds: string[], body: string): Promise<void> {
  if (!userIds.length) return;
  const [ctx] = await db
    .select({ author: users.name, candidate: applications.profileSnapshot, job: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, authorId))
    .where(eq(applications.id, ref.applicationId))
    .limit(1);
  const candidate = ctx?.candidate?.name || "an applicant";
  const title = clip(`${ctx?.author || "A colleague"} mentioned you in a note on ${candidate} (${ctx?.job ?? "a job"})`, 200);
  for (const userId of userIds) {
    try {
      const { notification } = await notify(userId, { type: "employer-message", title, body: clip(body, 600), link: applicantPath(ref.applicationId), data: { applicationId: ref.applicationId, noteId } }, { db });
      await enqueue("notification-email", { mode: "now", notificationId: notification.id }, { key: `notification:${notification.id}` });
    } catch (err) {
      logger.error({ err, noteId, userId }, "could not tell a member about a mention");
    }
  }
}

export async function addNote(db: Db, ref: ApplicantRef, authorId: string, input: NoteInput, now: Date = new Date()): Promise<{ id: string }> {
  const mentioned = await mentionable(db, ref, authorId, input.mentionedUserIds);
  const id = await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: ref.applicationId, companyId: ref.companyId, authorUserId: authorId, body: input.body, mentionedUserIds: mentioned, createdAt: now, updatedAt: now })
      .returning({ id: applicationNotes.id });
    await tx.insert(applicationActivity).values({ applicationId: ref.applicationId, companyId: ref.companyId, actorUserId: authorId, kind: "note", detail: { noteId: note!.id }, createdAt: now });
    return note!.id;
  });
  await tellMentioned(db, ref, id, authorId, mentioned, input.body);
  return { id };
}

async function ownNote(db: Db, ref: ApplicantRef, noteId: string, userId: string) {
  const [note] = await db
    .select({ id: applicationNotes.id, author: applicationNotes.authorUserId, mentioned: applicationNotes.mentionedUserIds })
    .from(applicationNotes)
    .where(and(eq(applicationNotes.id, noteId.toLowerCase()), eq(applicationNotes.applicationId, ref.applicationId)))
    .limit(1);
  if (!note) throw new AppError("NOT_FOUND", NOTE_NOT_FOUND);
  if (note.author !== userId) throw new AppError("FORBIDDEN", "Only the note's author can change or delete it.");
  return note;
}

export async function editNote(db: Db, ref: ApplicantRef, noteId: string, userId: string, input: NoteInput, now: Date = new Date()): Promise<{ id: string }> {
  const note = await ownNote(db, ref, noteId, userId);
  const mentioned = await mentionable(db, ref, userId, input.mentionedUserIds);
  await db.update(applicationNotes).set({ body: input.body, mentionedUserIds: mentioned, updatedAt: now }).where(eq(applicationNotes.id, note.id));
  await tellMentioned(db, ref, note.id, userId, mentioned.filter((id) => !note.mentioned.includes(id)), input.body);
  return { id: note.id };
}

export async function deleteNote(db: Db, ref: ApplicantRef, noteId: string, userId: string): Promise<void> {
  const note = await ownNote(db, ref, noteId, userId);
  await db.delete(applicationNotes).where(eq(applicationNotes.id, note.id));
}

export async function listNotes(db: Db, applicationId: string, names: Map<string, string>): Promise<NoteView[]> {
  const rows = await db
    .select({ id: applicationNotes.id, authorId: applicationNotes.authorUserId, authorName: users.name, body: applicationNotes.body, mentioned: applicationNotes.mentionedUserIds, createdAt: applicationNotes.createdAt, updatedAt: applicationNotes.updatedAt })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(applicationNotes.createdAt);
  return rows.map((n) => ({
    id: n.id,
    authorId: n.authorId,
    authorName: n.authorName ?? "A former member",
    body: n.body,
    mentioned: n.mentioned.map((userId) => ({ userId, name: names.get(userId) ?? "A former member" })),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  }));
}
