import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CheckCircle2 } from "@/components/ui/icons";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { DeadLetter, QueueSummary, ScheduleSummary } from "@/lib/queue/inspect";
import { FIXED_SCHEDULES } from "@/lib/queue/queues";
import { RetryDeadLetterButton } from "./retry-dead-letter-button";

/** A row's header cell reads as body text, not as the column headings' small capitals. */
const ROW_HEADER = "whitespace-normal text-left text-sm font-normal normal-case tracking-normal text-foreground";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const count = new Intl.NumberFormat("en-US");

function utc(iso: string | null): string {
  return iso ? `${when.format(new Date(iso))} UTC` : "—";
}

/** Every queue with its jobs by state (finished jobs are kept 7 days). */
export function QueueTable({ queues }: { queues: QueueSummary[] }) {
  return (
    <Table label="Queues and their jobs by state">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Queue</TableHead>
          <TableHead scope="col" className="text-right">Waiting</TableHead>
          <TableHead scope="col" className="text-right">Retrying</TableHead>
          <TableHead scope="col" className="text-right">Running</TableHead>
          <TableHead scope="col" className="text-right">Done</TableHead>
          <TableHead scope="col" className="text-right">Failed</TableHead>
          <TableHead scope="col" className="text-right">Dead letters</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {queues.map((q) => (
          <TableRow key={q.name}>
            <TableHead scope="row" className={`${ROW_HEADER} min-w-44 max-w-sm sm:min-w-56`}>
              <span className="font-medium text-foreground">{q.label}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">{q.description}</span>
              <span className="block text-xs text-muted-foreground">
                <code>{q.name}</code> · up to {q.retryLimit} retries
              </span>
            </TableHead>
            <TableCell className="text-right tabular-nums">{count.format(q.counts.queued)}</TableCell>
            <TableCell className="text-right tabular-nums">{count.format(q.counts.retrying)}</TableCell>
            <TableCell className="text-right tabular-nums">{count.format(q.counts.active)}</TableCell>
            <TableCell className="text-right tabular-nums">{count.format(q.counts.completed)}</TableCell>
            <TableCell className="text-right tabular-nums">{count.format(q.counts.failed)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {q.counts.deadLetters ? <Badge tone="danger">{count.format(q.counts.deadLetters)}</Badge> : "0"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ScheduleTable({ schedules }: { schedules: ScheduleSummary[] }) {
  if (!schedules.length) {
    return <p className="text-sm text-muted-foreground">No schedules are registered: the background worker registers them when it starts (`npm start` runs it).</p>;
  }
  return (
    <Table label="Scheduled jobs">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Queue</TableHead>
          <TableHead scope="col">Runs</TableHead>
          <TableHead scope="col">Next run</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {schedules.map((s) => {
          const fixed = FIXED_SCHEDULES.find((f) => f.queue === s.queue && f.key === s.key);
          return (
            <TableRow key={`${s.queue}/${s.key}`}>
              <TableHead scope="row" className={`${ROW_HEADER} min-w-40`}>
                <span className="font-medium text-foreground">{s.label}</span>
                {s.key !== "default" ? <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{s.key}</span> : null}
              </TableHead>
              <TableCell className="min-w-40 [overflow-wrap:normal]">
                {fixed ? `${fixed.label} ` : null}
                <code className="whitespace-nowrap text-xs text-muted-foreground">{s.cron}</code>
              </TableCell>
              <TableCell className="whitespace-nowrap">{utc(s.nextRunAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Jobs that failed every attempt, newest first, each with its last error and a retry. */
export function DeadLetterList({ letters }: { letters: DeadLetter[] }) {
  if (!letters.length) {
    return (
      <EmptyState icon={<CheckCircle2 />} title="No failed jobs" headingLevel={3}>
        Every job succeeded or is still being retried. A job that fails all its retries shows here with its error, and can be sent back once the cause is fixed.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {letters.map((l) => (
        <li key={l.id}>
          <Card className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1.5">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-foreground">{l.label}</span>
                <Badge tone="danger">
                  Failed after {l.attempts} attempt{l.attempts === 1 ? "" : "s"}
                </Badge>
              </p>
              <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm text-foreground [overflow-wrap:anywhere]">{l.error}</p>
              <p className="text-xs text-muted-foreground">
                Gave up {utc(l.failedAt)}
                {l.firstQueuedAt ? ` · first queued ${utc(l.firstQueuedAt)}` : ""}
              </p>
              <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                Data: <code>{l.data}</code>
              </p>
            </div>
            <RetryDeadLetterButton id={l.id} queueLabel={l.label} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
