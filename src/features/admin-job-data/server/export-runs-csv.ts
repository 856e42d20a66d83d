import "server-only";
import type { Db } from "@/db/client";
import { csvFileName, toCsv } from "@/lib/csv";
import type { CurrentUser } from "@/lib/auth/session";
import type { RunsQuery } from "../schemas";
import { listImportRunsForCsv } from "./queries";
import { requireAdmin } from "./validation";

export const RUNS_CSV_HEADER = ["Run", "Source", "Status", "Started (UTC)", "Finished (UTC)", "Duration (s)", "Read", "Created", "Updated", "Unchanged", "Expired", "Rejected", "Error"] as const;

/** A run as a CSV row: the same values the page's table shows, times as ISO 8601 in UTC. */
export function runCsvRow(r: Awaited<ReturnType<typeof listImportRunsForCsv>>[number]) {
  return [r.id, r.source, r.status, r.startedAt, r.finishedAt, r.durationMs === null ? null : Math.round(r.durationMs / 100) / 10, r.read, r.created, r.updated, r.unchanged, r.expired, r.rejected, r.error];
}

/** GET /api/admin/job-data/runs/csv: the runs table (its filters and order, every page) as a CSV attachment. */
export async function exportImportRunsCsv(db: Db, actor: CurrentUser | null, q: RunsQuery, now = new Date()): Promise<Response> {
  requireAdmin(actor);
  const runs = await listImportRunsForCsv(db, q);
  const name = csvFileName(["import-runs", q.source ?? "all-sources", q.status ?? "", q.from ?? "", q.to ?? "", now.toISOString().slice(0, 10)].filter(Boolean));
  return new Response(toCsv(RUNS_CSV_HEADER, runs.map(runCsvRow)), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" },
  });
}
