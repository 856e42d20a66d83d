import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatDuration, formatUtc } from "../format";
import { jobScrapeStatsPath } from "../paths";
import type { RunsQuery } from "../schemas";
import type { ImportRunDetail } from "../types";
import { RunStatusBadge } from "./run-status-badge";

/** One run: its counts, its error, and every rejection reason with its count and examples. */
export function ImportRunDetailCard({ run, query }: { run: ImportRunDetail; query: RunsQuery }) {
  const reasons = Object.entries(run.rejectionReasons).sort((a, b) => b[1].count - a[1].count);
  const facts: [string, string][] = [
    ["Started", formatUtc(run.startedAt)],
    ["Finished", run.finishedAt ? formatUtc(run.finishedAt) : "Not yet"],
    ["Duration", formatDuration(run.durationMs)],
    ["Read", formatCount(run.read)],
    ["Created", formatCount(run.created)],
    ["Updated", formatCount(run.updated)],
    ["Unchanged", formatCount(run.unchanged)],
    ["Expired", formatCount(run.expired)],
    ["Rejected", formatCount(run.rejected)],
  ];
  return (
    <Card className="flex min-w-0 flex-col gap-4" id="run-detail">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold [overflow-wrap:anywhere]">
          Run of {run.source} <RunStatusBadge status={run.status} />
        </h2>
        <Link href={jobScrapeStatsPath({ ...query, run: undefined })}>Close the run’s details</Link>
      </div>
      {run.input ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">Read from {run.input}</p> : null}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="font-medium text-muted-foreground">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {run.error ? <p className="text-sm text-danger-soft-foreground [overflow-wrap:anywhere]">Error: {run.error}</p> : null}
      <h3 className="text-lg font-semibold">Rejection reasons</h3>
      {reasons.length ? (
        <Table label="Rejection reasons of this run">
          <TableHeader>
            <TableRow>
              <TableHead>Reason</TableHead>
              <TableHead className="text-right">Records</TableHead>
              <TableHead>Examples (record number, reference, title)</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reasons.map(([reason, entry]) => (
              <TableRow key={reason}>
                <TableCell className="min-w-40 [overflow-wrap:anywhere]">{reason}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(entry.count)}</TableCell>
                <TableCell className="min-w-56">
                  <ul className="flex flex-col gap-1">
                    {entry.examples.map((e) => (
                      <li key={`${e.index}-${e.ref ?? ""}`} className="[overflow-wrap:anywhere]">
                        #{e.index} {e.ref ? <code className="font-mono text-xs">{e.ref}</code> : "(no reference)"} {e.title ?? "(no title)"}
                      </li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="text-sm text-muted-foreground">No record of this run was rejected.</p>
      )}
    </Card>
  );
}
