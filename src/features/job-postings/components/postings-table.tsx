"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { hiringEditPostingPath, postingAnalyticsPath, postingApplicantsPath, talentEditPostingPath } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BulkAction } from "../schemas";
import type { BulkResult, PostingListItem } from "../types";
import { PostingStatusBadge, POSTING_STATUS_LABELS } from "./posting-status-badge";

/*
 * The postings list's rows (decision 039) with the one interactive part: choose rows, then pause,
 * resume or close them together after a confirmation; the answer says what happened to each posting
 * and the list is read again.
 */
const ACTION_TEXTS: Record<BulkAction, { verb: string; done: string; explain: string }> = {
  pause: { verb: "Pause", done: "paused", explain: "Their job pages say the jobs are no longer available until you resume them." },
  resume: { verb: "Resume", done: "resumed", explain: "Their jobs open again, in search and on your company page." },
  close: { verb: "Close", done: "closed", explain: "Closing is final: the job pages say the jobs are no longer available. Applicants stay." },
};

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const day = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : "—");

export function PostingsTable({ items, canEdit, area }: { items: PostingListItem[]; canEdit: boolean; area: "talent" | "hiring" }) {
  const router = useRouter();
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [results, setResults] = useState<{ action: BulkAction; result: BulkResult } | null>(null);
  const editPath = (id: string) => (area === "talent" ? talentEditPostingPath(id) : hiringEditPostingPath(id));
  const visible = selected.filter((id) => items.some((i) => i.id === id));
  const all = items.length > 0 && visible.length === items.length;

  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));

  async function run(action: BulkAction) {
    setBusy(true);
    setError(null);
    try {
      const result = await api.post<BulkResult>("/employer/postings/bulk", { action, ids: visible });
      setResults({ action, result });
      setSelected([]);
      router.refresh();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const ok = results?.result.results.filter((r) => r.ok).length ?? 0;
  const failed = results?.result.results.filter((r) => !r.ok) ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Act on the chosen postings">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {visible.length ? `${visible.length} chosen` : "Choose postings to pause, resume or close them together."}
          </p>
          {(["pause", "resume", "close"] as const).map((action) => (
            <Button key={action} size="sm" variant={action === "close" ? "ghost" : "outline"} disabled={!visible.length || busy} onClick={() => setPending(action)}>
              {ACTION_TEXTS[action].verb}
            </Button>
          ))}
        </div>
      ) : null}
      {results ? (
        <Alert tone={failed.length ? "warning" : "success"} title={`${ok} ${ok === 1 ? "posting" : "postings"} ${ACTION_TEXTS[results.action].done}.`}>
          {failed.length ? (
            <ul className="mt-1 list-disc pl-5">
              {failed.map((r) => (
                <li key={r.id}>
                  {r.title || "A posting"}: {r.ok ? null : r.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <ErrorAlert error={error} />
      <Table label="Job postings">
        <TableHeader>
          <TableRow>
            {canEdit ? (
              <TableHead className="w-10">
                <NativeCheckbox aria-label="Choose every posting on this page" checked={all} onChange={(e) => setSelected(e.target.checked ? items.map((i) => i.id) : [])} />
              </TableHead>
            ) : null}
            <TableHead>Posting</TableHead>
            <TableHead>Applicants</TableHead>
            <TableHead className="hidden md:table-cell">Owner</TableHead>
            <TableHead className="hidden lg:table-cell">Changed</TableHead>
            <TableHead className="hidden lg:table-cell">Expires</TableHead>
            <TableHead className="hidden sm:table-cell">
              <span className="sr-only">Links</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              {canEdit ? (
                <TableCell>
                  <NativeCheckbox aria-label={`Choose ${item.title || "Untitled posting"}`} checked={visible.includes(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} />
                </TableCell>
              ) : null}
              <TableCell>
                <div className="flex min-w-0 flex-col gap-1">
                  <Link href={editPath(item.id)} className="font-semibold">
                    {item.title || "Untitled posting"}
                  </Link>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <PostingStatusBadge status={item.status} />
                    {item.location ? <span>{item.location}</span> : null}
                  </div>
                </div>
              </TableCell>
              <TableCell>
                {item.jobPath ? (
                  <Link href={postingApplicantsPath(item.id)} aria-label={`${item.applicants} applicants for ${item.title || "Untitled posting"}`}>
                    {item.applicants.toLocaleString("en-US")}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
              <TableCell className="hidden md:table-cell">{item.ownerName ?? <span className="text-muted-foreground">No owner</span>}</TableCell>
              <TableCell className="hidden whitespace-nowrap lg:table-cell">{day(item.updatedAt)}</TableCell>
              <TableCell className="hidden whitespace-nowrap lg:table-cell">{day(item.expiresAt)}</TableCell>
              <TableCell className="hidden sm:table-cell">
                {item.jobPath ? (
                  <div className="flex flex-col gap-1 text-sm">
                    <Link href={postingAnalyticsPath(item.id)} aria-label={`Analytics of ${item.title}`}>
                      Analytics
                    </Link>
                    {item.status === "published" ? (
                      <Link href={item.jobPath} aria-label={`Job page of ${item.title}`}>
                        Job page
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={pending ? `${ACTION_TEXTS[pending].verb} ${visible.length} ${visible.length === 1 ? "posting" : "postings"}?` : ""}
        description={pending ? ACTION_TEXTS[pending].explain : undefined}
        confirmLabel={pending ? ACTION_TEXTS[pending].verb : undefined}
        confirmVariant={pending === "close" ? "danger" : "primary"}
        loading={busy}
        onConfirm={() => pending && void run(pending)}
      >
        {pending ? (
          <ul className="max-h-48 list-disc overflow-y-auto pl-5 text-sm">
            {items
              .filter((i) => visible.includes(i.id))
              .map((i) => (
                <li key={i.id}>
                  {i.title || "Untitled posting"} ({POSTING_STATUS_LABELS[i.status]})
                </li>
              ))}
          </ul>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
