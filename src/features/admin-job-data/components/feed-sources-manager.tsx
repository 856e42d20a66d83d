"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { FORMAT_LABELS, formatCount, formatDuration, formatUtc } from "../format";
import { feedSourceApiPath, feedSourceRunApiPath, jobScrapeStatsPath } from "../paths";
import type { FeedSourceRow } from "../types";
import { FeedSourceForm } from "./feed-source-form";
import { RunStatusBadge } from "./run-status-badge";

/** How often the page re-reads while an import is queued or running. */
const BUSY_REFRESH_MS = 3000;

/** The feed sources of /admin/job-data-refresh: add, edit, enable or disable, run now, and each one's last runs. */
export function FeedSourcesManager({ sources }: { sources: FeedSourceRow[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<FeedSourceRow | "new" | null>(null);
  const busy = sources.some((s) => s.queue !== null);

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => router.refresh(), BUSY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy, router]);

  const saved = () => {
    setEditing(null);
    toast.success("Feed source saved.");
    router.refresh();
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <Button onClick={() => setEditing("new")}>Add a feed source</Button>
      </div>
      {sources.length === 0 ? (
        <EmptyState title="No feed sources yet">
          Add a feed source with its URL and schedule: the worker imports it on that schedule, and “Run now” imports it at once. Feeds listed in JOB_FEEDS appear here when the worker starts.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Feed sources">
          {sources.map((s) => (
            <li key={s.id}>
              <FeedSourceCard source={s} onEdit={() => setEditing(s)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent size="md">
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "Add a feed source" : `Edit ${editing?.name ?? "feed source"}`}</DialogTitle>
            <DialogDescription>The worker imports enabled sources on their schedule; changes apply without a restart.</DialogDescription>
          </DialogHeader>
          {editing !== null ? (
            <FeedSourceForm
              source={editing === "new" ? undefined : { id: editing.id, sourceKey: editing.sourceKey, name: editing.name, url: editing.url, format: editing.format, cron: editing.cron, enabled: editing.enabled }}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function FeedSourceCard({ source: s, onEdit }: { source: FeedSourceRow; onEdit: () => void }) {
  const router = useRouter();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => api.patch<{ enabled: boolean }>(feedSourceApiPath(s.id), { enabled }),
    meta: { silent: true },
    onSuccess: (r) => {
      toast.success(r.enabled ? `${s.name} is enabled: it is imported on its schedule.` : `${s.name} is disabled: its schedule is removed.`);
      router.refresh();
    },
  });
  const run = useMutation({
    mutationFn: () => api.post<{ jobId: string }>(feedSourceRunApiPath(s.id)),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(`An import of ${s.name} is queued.`);
      router.refresh();
    },
  });
  const headingId = `feed-${s.id}`;
  const runLabel = s.queue === "running" ? "Running…" : s.queue === "queued" ? "Queued" : "Run now";

  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
            {s.name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <code className="rounded-sm bg-muted px-1.5 py-0.5 font-mono text-xs [overflow-wrap:anywhere]">{s.sourceKey}</code>
            <Badge tone={s.enabled ? "success" : "neutral"}>{s.enabled ? "Enabled" : "Disabled"}</Badge>
            {s.origin === "env" ? <Badge tone="outline">From JOB_FEEDS</Badge> : null}
            {s.queue ? <RunStatusBadge status={s.queue} /> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <Switch checked={s.enabled} disabled={toggle.isPending} onCheckedChange={(v) => toggle.mutate(v)} aria-label={`Enabled: ${s.name}`} />
            <span aria-hidden="true">{s.enabled ? "On" : "Off"}</span>
          </label>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
          <Button size="sm" loading={run.isPending} disabled={s.queue !== null} onClick={() => run.mutate()} aria-label={`${runLabel}: ${s.name}`}>
            {runLabel}
          </Button>
        </div>
      </div>
      <ErrorAlert error={toggle.error ?? run.error} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-medium text-muted-foreground">URL</dt>
          <dd className="[overflow-wrap:anywhere]">{s.url}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-muted-foreground">Format</dt>
          <dd>{FORMAT_LABELS[s.format]}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-muted-foreground">Schedule</dt>
          <dd>
            {s.cronLabel} <code className="font-mono text-xs text-muted-foreground">({s.cron})</code>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-muted-foreground">Next run</dt>
          <dd>{s.nextRunAt ? formatUtc(s.nextRunAt) : "Not scheduled (disabled)"}</dd>
        </div>
      </dl>
      {s.lastRuns.length ? (
        <Table label={`Last runs of ${s.name}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Started</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Duration</TableHead>
              <TableHead className="text-right">Read</TableHead>
              <TableHead className="text-right">Created</TableHead>
              <TableHead className="text-right">Updated</TableHead>
              <TableHead className="text-right">Expired</TableHead>
              <TableHead className="text-right">Rejected</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {s.lastRuns.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">
                  <Link href={jobScrapeStatsPath({ source: s.sourceKey, run: r.id })}>{formatUtc(r.startedAt)}</Link>
                </TableCell>
                <TableCell>
                  <RunStatusBadge status={r.status} />
                  {r.error ? <p className="mt-1 max-w-xs text-xs text-danger-soft-foreground [overflow-wrap:anywhere]">{r.error}</p> : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatDuration(r.durationMs)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.read)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.created)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.updated)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.expired)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.rejected)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="text-sm text-muted-foreground">No runs yet: “Run now” imports it at once.</p>
      )}
    </Card>
  );
}
