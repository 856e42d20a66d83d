import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { POSTING_LIMITS, postingFormSchema } from "@/features/job-postings/schemas";
import { deleteDraftPosting } from "@/features/job-postings/server/delete-draft";
import { loadPosting } from "@/features/job-postings/server/posting-access";
import { getPostingView, viewOfRow } from "@/features/job-postings/server/queries";
import { privateJson } from "@/features/job-postings/server/responses";
import { updatePosting } from "@/features/job-postings/server/save-posting";

export const dynamic = "force-dynamic";

/** GET /api/employer/postings/{id} (decision 039): the posting as its form shows it (postings.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => privateJson(await getPostingView(getDb(), user!, params.id!)));

/**
 * PUT /api/employer/postings/{id}: saves the form's fields (postings.edit). A draft saves what passes
 * the form's checks; a live posting must stay complete and its job changes at once; closed: 409.
 */
export const PUT = apiRoute({ permission: "employer", body: postingFormSchema, maxBodyBytes: POSTING_LIMITS.bodyBytes }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await updatePosting(db, user!, params.id!, body);
  const { companyName } = await loadPosting(db, user!, row.id, "postings.read");
  return privateJson(await viewOfRow(db, row, companyName));
});

/** DELETE /api/employer/postings/{id}: deletes a draft that never went live (409 otherwise). */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  await deleteDraftPosting(getDb(), user!, params.id!);
});
