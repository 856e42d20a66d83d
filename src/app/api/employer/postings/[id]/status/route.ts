import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { statusChangeSchema } from "@/features/job-postings/schemas";
import { changePostingStatus } from "@/features/job-postings/server/change-status";
import { loadPosting } from "@/features/job-postings/server/posting-access";
import { viewOfRow } from "@/features/job-postings/server/queries";
import { privateJson } from "@/features/job-postings/server/responses";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/postings/{id}/status {action: publish|pause|resume|close} (decision 039):
 * postings.edit. Publish and resume need a complete posting (400 with the fields' issues); a change
 * the posting's status does not allow is 409.
 */
export const POST = apiRoute({ permission: "employer", body: statusChangeSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await changePostingStatus(db, user!, params.id!, body.action);
  const { companyName } = await loadPosting(db, user!, row.id, "postings.read");
  return privateJson(await viewOfRow(db, row, companyName));
});
