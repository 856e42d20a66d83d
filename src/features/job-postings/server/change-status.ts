import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobPostings } from "@/db/schema/employers";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { enqueueAlertMatching } from "@/lib/queue/alert-matching";
import { queueSender } from "@/lib/queue/enqueue";
import { POSTING_MESSAGES as M, statusRefusal } from "../messages";
import { canChangeStatus, publishIssues, type StatusAction } from "../schemas";
import { setLiveJobStatus, writeLiveJob, type PostingRow } from "./live-job";
import { loadPosting, type LoadedPosting } from "./posting-access";
import { rowAsValues } from "./posting-values";
import { referenceIssues } from "./validate-references";

/*
 * A posting's lifecycle (decision 039): draft -> published (complete, written as its public job,
 * job alerts matched) -> paused (the job closed: 410 at once) -> published again (resume) ->
 * closed (final; the job closed). A closed posting is not reopened: it is duplicated into a new draft,
 * so the closed job and its applicants stay as they were.
 */
export async function changePostingStatus(db: Db, actor: CompanyActor, id: string, action: StatusAction, now: Date = new Date()): Promise<PostingRow> {
  return applyStatusChange(db, await loadPosting(db, actor, id, "postings.edit"), action, now);
}

/** The change itself, for a posting already loaded and authorised (bulk changes share it and refresh search once). */
export async function applyStatusChange(db: Db, loaded: LoadedPosting, action: StatusAction, now: Date, options: { refreshSearch?: boolean } = {}): Promise<PostingRow> {
  const { posting, companyName } = loaded;
  if (!canChangeStatus(posting.status, action)) throw new AppError("CONFLICT", statusRefusal(posting.status, action));
  if (action === "publish" || action === "resume") {
    const values = rowAsValues(posting);
    const issues = [...publishIssues(values, now), ...(await referenceIssues(db, posting.companyId, values))];
    if (issues.length) throw new AppError("BAD_REQUEST", M.incomplete, { issues });
  }
  const set: Partial<typeof jobPostings.$inferInsert> = { updatedAt: now };
  if (action === "publish") Object.assign(set, { status: "published", firstPublishedAt: posting.firstPublishedAt ?? now, publishedAt: now, pausedAt: null });
  if (action === "resume") Object.assign(set, { status: "published", publishedAt: now, pausedAt: null });
  if (action === "pause") Object.assign(set, { status: "paused", pausedAt: now });
  if (action === "close") Object.assign(set, { status: "closed", closedAt: now });

  // Publishing and resuming ask for job alert matching in the same transaction (the sender must be started first).
  const alerts = action === "publish" || action === "resume";
  if (alerts) await queueSender();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.update(jobPostings).set(set).where(eq(jobPostings.id, posting.id)).returning();
    if (action === "publish") await writeLiveJob(tx, row!, companyName, now);
    else await setLiveJobStatus(tx, row!, now);
    if (alerts) await enqueueAlertMatching([row!.id], { tx, key: `job-posting:${row!.id}:${action}:${now.getTime()}` });
    return row!;
  });
  if (options.refreshSearch !== false) await refreshJobSearch(db);
  return changed;
}
