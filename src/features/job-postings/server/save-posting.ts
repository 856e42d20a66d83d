import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { companyStanding, requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { AppError, type FieldIssue } from "@/lib/errors";
import { POSTING_MESSAGES as M } from "../messages";
import { POSTING_LIMITS, publishIssues, type PostingValues } from "../schemas";
import { ownQuestionIds, writeLiveJob, type PostingRow } from "./live-job";
import { loadPosting } from "./posting-access";
import { rowValues } from "./posting-values";
import { referenceIssues } from "./validate-references";

/*
 * Saving a posting (decision 039): a new draft, or changes to one. A draft saves whatever passes the
 * form's checks (the form autosaves as the person types); a posting that has gone live must also stay
 * complete (publishIssues), and its job is rewritten in the same transaction, so the job page,
 * search, the company page and the sitemaps show the change at once. A closed posting is final.
 */
function refuse(issues: FieldIssue[]): never {
  throw new AppError("BAD_REQUEST", issues.length === 1 ? issues[0]!.message : M.incomplete, { issues });
}

async function checkedWrite(db: Db, companyId: string, postingId: string | null, values: PostingValues, live: boolean, now: Date) {
  const issues = [...(live ? publishIssues(values, now) : []), ...(await referenceIssues(db, companyId, values))];
  if (issues.length) refuse(issues);
  const write = rowValues(values);
  if ((write.descriptionHtml ?? "").length > POSTING_LIMITS.descriptionHtml) refuse([{ path: "descriptionHtml", message: M.descriptionFormatting }]);
  write.questions = await ownQuestionIds(db, postingId, write.questions ?? []);
  return write;
}

/** A new draft in the company; its owner is who made it unless another member is named. */
export async function createPosting(db: Db, actor: CompanyActor, companyId: string, values: PostingValues, now: Date = new Date()): Promise<PostingRow> {
  await requireCompanyCapability(db, actor, companyId, "postings.edit");
  const write = await checkedWrite(db, companyId, null, values, false, now);
  const member = (await companyStanding(db, actor, companyId)) !== "admin";
  const [row] = await db
    .insert(jobPostings)
    .values({ ...write, companyId, status: "draft", ownerUserId: values.ownerUserId ?? (member ? actor.id : null), createdByUserId: actor.id, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Saves a posting's fields; a live posting's job changes with it. */
export async function updatePosting(db: Db, actor: CompanyActor, id: string, values: PostingValues, now: Date = new Date()): Promise<PostingRow> {
  const { posting } = await loadPosting(db, actor, id, "postings.edit");
  if (posting.status === "closed") throw new AppError("CONFLICT", M.closedFinal);
  const live = posting.status !== "draft";
  const write = await checkedWrite(db, posting.companyId, posting.id, values, live, now);
  const ownerUserId = values.ownerUserId ?? posting.ownerUserId;
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobPostings)
      .set({ ...write, ownerUserId, updatedAt: now })
      .where(eq(jobPostings.id, posting.id))
      .returning();
    if (live) {
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, row!.companyId));
      await writeLiveJob(tx, row!, company!.name, now);
    }
    return row!;
  });
  if (live) await refreshJobSearch(db);
  return saved;
}
