import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { applicantsQuerySchema } from "@/features/applicant-tracking/schemas";
import { requirePosting } from "@/features/applicant-tracking/server/access";
import { boardColumns, filterQuestions, listApplicantsPage, postingStages } from "@/features/applicant-tracking/server/list-applicants";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/postings/{id}/applicants (decision 040): a posting's applicants for members of
 * its company (applicants.read). ?view=list (default): one page (?cursor=) with the counts per stage;
 * ?view=board: every stage's first page, or with ?stage= the next page of that column. Filters:
 * knockout (knocked-out | passed), answer ({questionId}:{answer}), minRating, source, withdrawn; sort.
 */
export const GET = apiRoute({ permission: "employer", query: applicantsQuerySchema }, async ({ user, params, query }) => {
  const db = getDb();
  const posting = await requirePosting(db, user!, params.id!, "applicants.read");
  const stages = await postingStages(db, posting.companyId);
  const { view, cursor, ...filters } = query;
  const summary = { id: posting.id, title: posting.title, companyId: posting.companyId, companyName: posting.companyName, status: posting.status };
  const headers = { "Cache-Control": "private, no-store" };
  if (view === "board" && !filters.stage) {
    const [columns, questions] = await Promise.all([boardColumns(db, { jobId: posting.id, stages, filters }), filterQuestions(db, posting.id)]);
    return Response.json({ posting: summary, stages, columns, questions }, { headers });
  }
  const pageSize = view === "board" ? 20 : undefined;
  // "Load more" (a later page, or a board column) needs no filter choices: the screen has them.
  const more = cursor > 0 || view === "board";
  const [{ page, counts }, questions] = await Promise.all([listApplicantsPage(db, { jobId: posting.id, stages, filters, cursor, pageSize }), more ? Promise.resolve(undefined) : filterQuestions(db, posting.id)]);
  return Response.json({ posting: summary, stages, page, counts, questions }, { headers });
});
