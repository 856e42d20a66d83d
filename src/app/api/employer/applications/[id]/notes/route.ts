import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { noteSchema } from "@/features/applicant-tracking/schemas";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { listCompanyMembers } from "@/features/applicant-tracking/server/members";
import { addNote, listNotes } from "@/features/applicant-tracking/server/notes";

export const dynamic = "force-dynamic";

/** GET /api/employer/applications/{id}/notes: the company's private notes on it (applicants.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.read");
  const names = new Map((await listCompanyMembers(db, ref.companyId)).map((m) => [m.userId, m.name]));
  return Response.json({ notes: await listNotes(db, ref.applicationId, names) }, { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/employer/applications/{id}/notes {body, mentionedUserIds}: a note; mentioned members are notified (applicants.review). */
export const POST = apiRoute({ permission: "employer", body: noteSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.review");
  return Response.json(await addNote(db, ref, user!.id, body), { status: 201 });
});
