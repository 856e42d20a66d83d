import "server-only";
import type { Db } from "@/db/client";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import type { BulkAction } from "../schemas";
import type { BulkItemResult, BulkResult } from "../types";
import { applyStatusChange } from "./change-status";
import { displayStatusOf } from "./queries";
import { loadPosting } from "./posting-access";

/*
 * Pause, resume or close many postings at once (decision 039). Each posting is authorised in its own
 * company and changed on its own, so one that cannot change (another company's: "Not found."; a
 * draft asked to pause; a closed one) is reported in its row and the others still change. Search is
 * refreshed once at the end.
 */
export async function bulkChangeStatus(db: Db, actor: CompanyActor, ids: string[], action: BulkAction, now: Date = new Date()): Promise<BulkResult> {
  const results: BulkItemResult[] = [];
  let changed = false;
  for (const id of ids) {
    let title: string | null = null;
    try {
      const loaded = await loadPosting(db, actor, id, "postings.edit");
      title = loaded.posting.title;
      const row = await applyStatusChange(db, loaded, action, now, { refreshSearch: false });
      changed = true;
      results.push({ id, ok: true, title: row.title, status: displayStatusOf(row.status, row.expiresAt, null, now) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const first = error.options.issues?.[0]?.message;
      results.push({ id, ok: false, title, message: first ? `${error.message} ${first}` : error.message });
    }
  }
  if (changed) await refreshJobSearch(db);
  return { results };
}
