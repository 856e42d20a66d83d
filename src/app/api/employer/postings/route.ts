import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { createPostingSchema, POSTING_LIMITS, postingListApiQuerySchema } from "@/features/job-postings/schemas";
import { listPostings, viewOfRow } from "@/features/job-postings/server/queries";
import { privateJson } from "@/features/job-postings/server/responses";
import { createPosting } from "@/features/job-postings/server/save-posting";
import { loadPosting } from "@/features/job-postings/server/posting-access";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/postings?company=&q=&status=&owner=&sort=&page= (decision 039): one page of a
 * company's postings, for anyone who may read them (postings.read; 404 without standing).
 */
export const GET = apiRoute({ permission: "employer", query: postingListApiQuerySchema }, async ({ user, query }) => {
  const db = getDb();
  const { company, ...list } = query;
  await requireCompanyCapability(db, user!, company, "postings.read");
  return privateJson(await listPostings(db, { companyId: company, viewerId: user!.id, query: list }));
});

/** POST /api/employer/postings {companyId, posting}: a new draft (postings.edit); 201 with the posting. */
export const POST = apiRoute({ permission: "employer", body: createPostingSchema, maxBodyBytes: POSTING_LIMITS.bodyBytes }, async ({ user, body }) => {
  const db = getDb();
  const row = await createPosting(db, user!, body.companyId, body.posting);
  const { companyName } = await loadPosting(db, user!, row.id, "postings.read");
  return privateJson(await viewOfRow(db, row, companyName), 201);
});
