import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { formatCount, formatDuration, formatUtc } from "../format";
import { jobScrapeStatsPath } from "../paths";
import type { RunSort, RunsQuery } from "../schemas";
import type { ImportRunSummary } from "../types";
import { RunStatusBadge } from "./run-status-badge";

const NUMERIC: { key: Exclude<RunSort, "started">; label: string; value: (r: ImportRunSummary) => string }[] = [
  { key: "duration", label: "Duration", value: (r) => formatDuration(r.durationMs) },
  { key: "read", label: "Read", value: (r) => formatCount(r.read) },
  { key: "created", label: "Created", value: (r) => formatCount(r.created) },
  { key: "updated", label: "Updated", value: (r) => formatCount(r.updated) },
  { key: "expired", label: "Expired", value: (r) => formatCount(r.expired) },
  { key: "rejected", label: "Rejected", value: (r) => formatCount(r.rejected) },
];

/** The runs, sorted by the server: each sortable header links to the next order; the start time opens the run. */
export function ImportRunsTable({ runs, query }: { runs: ImportRunSummary[]; query: RunsQuery }) {
  const sort = query.sort ?? "started";
  const dir = query.dir ?? "desc";
  const header = (key: RunSort) => ({
    direction: sort === key ? dir : null,
    href: jobScrapeStatsPath({ ...query, sort: key, dir: sort === key && dir === "desc" ? "asc" : "desc", page: undefined, run: undefined }),
  });
  return (
    <Table label="Import runs">
      <TableHeader>
        <TableRow>
          <TableSortHeader {...header("started")}>Started</TableSortHeader>
          <TableHead>Source</TableHead>
          <TableHead>Status</TableHead>
          {NUMERIC.map((c) => (
            <TableSortHeader key={c.key} {...header(c.key)} className="text-right">
              {c.label}
            </TableSortHeader>
          ))}
          <TableHead className="text-right">Unchanged</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {runs.map((r) => (
          <TableRow key={r.id} aria-current={query.run === r.id ? "true" : undefined} className={query.run === r.id ? "bg-primary-soft" : undefined}>
            <TableCell className="whitespace-nowrap">
              <Link href={jobScrapeStatsPath({ ...query, run: r.id })} aria-label={`Run of ${r.source} started ${formatUtc(r.startedAt)}: details`}>
                {formatUtc(r.startedAt)}
              </Link>
            </TableCell>
            <TableCell className="min-w-36 [overflow-wrap:anywhere]">{r.source}</TableCell>
            <TableCell>
              <RunStatusBadge status={r.status} />
            </TableCell>
            {NUMERIC.map((c) => (
              <TableCell key={c.key} className="text-right tabular-nums">
                {c.value(r)}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums">{formatCount(r.unchanged)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
