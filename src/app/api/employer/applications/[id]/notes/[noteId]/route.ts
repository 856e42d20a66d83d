import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { noteSchema } from "@/features/applicant-tracking/schemas";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { deleteNote, editNote } from "@/features/applicant-tracking/server/notes";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/applications/{id}/notes/{noteId}: its author edits a note (newly mentioned members are notified). */
export const PATCH = apiRoute({ permission: "employer", body: noteSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.review");
  return editNote(db, ref, params.noteId!, user!.id, body);
});

/** DELETE /api/employer/applications/{id}/notes/{noteId}: its author deletes a note. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.review");
  await deleteNote(db, ref, params.noteId!, user!.id);
  return new Response(null, { status: 204 });
});
