"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatUtc } from "../format";
import { TAG_RULE_FIELD_LABELS, TAG_RULE_MATCH_LABELS } from "../schemas";
import { TAG_RULES_REAPPLY_API, tagRuleApiPath } from "../paths";
import type { TagRuleRow, TagRuleRunRow } from "../types";
import { RunStatusBadge } from "./run-status-badge";
import { TagRuleForm } from "./tag-rule-form";

const BUSY_REFRESH_MS = 3000;

/** /admin/job-tag-mapping: the rules (add, edit, delete, test) and re-applying them to open jobs. */
export function TagRulesManager({ rules, runs, tagCounts }: { rules: TagRuleRow[]; runs: TagRuleRunRow[]; tagCounts: { tag: string; jobs: number }[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<TagRuleRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<TagRuleRow | null>(null);
  const busy = runs[0]?.status === "queued" || runs[0]?.status === "running";

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => router.refresh(), BUSY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy, router]);

  const remove = useMutation({
    mutationFn: (id: string) => api.delete(tagRuleApiPath(id)),
    meta: { silent: true },
    onSuccess: () => {
      setDeleting(null);
      toast.success("Rule deleted. Re-apply the rules to take its tags off jobs.");
      router.refresh();
    },
  });
  const reapply = useMutation({
    mutationFn: () => api.post<{ runId: string }>(TAG_RULES_REAPPLY_API),
    meta: { silent: true },
    onSuccess: () => {
      toast.success("Re-applying the rules to every open job: this page follows the run.");
      router.refresh();
    },
  });

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <section aria-labelledby="rules-heading" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="rules-heading" className="text-xl font-semibold">
            Rules
          </h2>
          <Button onClick={() => setEditing("new")}>Add a rule</Button>
        </div>
        {rules.length === 0 ? (
          <EmptyState title="No tag rules yet" headingLevel={3}>
            Add a rule such as “Title contains urgent, hiring now → Immediately Hiring”. New rules apply to the next imports; re-apply them to tag the jobs already here.
          </EmptyState>
        ) : (
          <Table label="Tag rules">
            <TableHeader>
              <TableRow>
                <TableHead>Field</TableHead>
                <TableHead>Match</TableHead>
                <TableHead>Tag</TableHead>
                <TableHead>State</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rules.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{TAG_RULE_FIELD_LABELS[r.field]}</TableCell>
                  <TableCell className="min-w-48">
                    <span className="text-muted-foreground">{TAG_RULE_MATCH_LABELS[r.match]}</span>{" "}
                    <code className="font-mono text-xs [overflow-wrap:anywhere]">{r.value}</code>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{r.tag}</TableCell>
                  <TableCell>
                    <Badge tone={r.enabled ? "success" : "neutral"}>{r.enabled ? "Enabled" : "Disabled"}</Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(r)} aria-label={`Edit the rule ${TAG_RULE_FIELD_LABELS[r.field]} ${r.value}`}>
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(r)} aria-label={`Delete the rule ${TAG_RULE_FIELD_LABELS[r.field]} ${r.value}`}>
                        Delete
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <Card className="flex min-w-0 flex-col gap-4">
        <div>
          <h2 className="text-xl font-semibold">Re-apply to open jobs</h2>
          <CardDescription className="mt-1">
            Imports apply the rules as they write jobs. Re-applying goes through every open job in batches: tags the rules set come off where no rule matches any more and go on where one does; tags a feed or a promotion set are never touched.
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button loading={reapply.isPending} disabled={busy} onClick={() => reapply.mutate()}>
            {busy ? "Re-applying…" : "Re-apply rules"}
          </Button>
          {tagCounts.length ? (
            <p className="text-sm text-muted-foreground">
              Open jobs tagged by rules now: {tagCounts.map((t) => `${t.tag} ${formatCount(t.jobs)}`).join(", ")}.
            </p>
          ) : null}
        </div>
        <ErrorAlert error={reapply.error} />
        {runs.length ? (
          <Table label="Re-apply runs (jobs checked and changed, tags added and removed)">
            <TableHeader>
              <TableRow>
                <TableHead>Requested</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Checked</TableHead>
                <TableHead className="text-right">Changed</TableHead>
                <TableHead className="text-right">Added</TableHead>
                <TableHead className="text-right">Removed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap">{formatUtc(r.requestedAt)}</TableCell>
                  <TableCell>
                    <RunStatusBadge status={r.status} />
                    {r.error ? <p className="mt-1 text-xs text-danger-soft-foreground [overflow-wrap:anywhere]">{r.error}</p> : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(r.checked)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(r.changed)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(r.added)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(r.removed)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">The rules have not been re-applied yet.</p>
        )}
      </Card>

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent size="md">
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "Add a tag rule" : "Edit the tag rule"}</DialogTitle>
            <DialogDescription>A rule puts its tag on jobs whose field matches; imports apply it, and re-applying brings existing jobs in line.</DialogDescription>
          </DialogHeader>
          {editing !== null ? (
            <TagRuleForm
              rule={editing === "new" ? undefined : { id: editing.id, field: editing.field, match: editing.match, value: editing.value, tag: editing.tag, enabled: editing.enabled }}
              onSaved={() => {
                setEditing(null);
                toast.success("Rule saved. Re-apply the rules to update the jobs already here.");
                router.refresh();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : (setDeleting(null), remove.reset()))}
        title="Delete this rule?"
        description="Its tags stay on jobs until the rules are re-applied."
        confirmLabel="Delete rule"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </div>
  );
}
