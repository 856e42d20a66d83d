import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { duplicatePosting } from "@/features/job-postings/server/duplicate-posting";
import { loadPosting } from "@/features/job-postings/server/posting-access";
import { viewOfRow } from "@/features/job-postings/server/queries";
import { privateJson } from "@/features/job-postings/server/responses";

export const dynamic = "force-dynamic";

/** POST /api/employer/postings/{id}/duplicate (decision 039): a new draft with the posting's content (postings.edit); 201. */
export const POST = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const row = await duplicatePosting(db, user!, params.id!);
  const { companyName } = await loadPosting(db, user!, row.id, "postings.read");
  return privateJson(await viewOfRow(db, row, companyName), 201);
});
