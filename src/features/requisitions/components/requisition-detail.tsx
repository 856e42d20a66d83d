"use client";

import { useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { editRequisitionPath } from "@/lib/employer-routes";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pencil } from "@/components/ui/icons";
import { STATUS_ACTION_LABELS } from "../messages";
import { requisitionStatusApi, requisitionSubmitApi } from "../paths";
import { isFinal, statusActionsFor, type StatusAction } from "../schemas";
import type { HireableApplicant, PostingOption, RequisitionAnswer } from "../types";
import type { Act } from "./act";
import { ApprovalsPanel } from "./approvals-panel";
import { DetailsPanel, TeamPanel } from "./details-panel";
import { HiresPanel } from "./hires-panel";
import { HistoryList } from "./history-list";
import { PostingsPanel } from "./postings-panel";
import { RequisitionStatusBadge } from "./requisition-status-badge";

/*
 * One requisition's page body (decision 045): its status and the actions the viewer may take, the
 * details, team, approvals (Approve / Reject for the approver whose turn it is), linked postings,
 * hires and history. Every action calls the API and shows its answer; the server decides again.
 */
const CONFIRM: Record<StatusAction, string> = {
  hold: "Hiring pauses; you can resume it later.",
  resume: "The requisition is open again.",
  cancel: "A cancelled requisition cannot be reopened or changed.",
};

export function RequisitionDetail({ initial, linkable, hireable }: { initial: RequisitionAnswer; linkable: PostingOption[]; hireable: HireableApplicant[] }) {
  const [answer, setAnswer] = useState(initial);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const { requisition: r, abilities, activity } = answer;

  const act: Act = async (label, call) => {
    setBusy(true);
    try {
      setAnswer(await call());
      setMessage({ text: label, error: false });
      return true;
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? (err.fieldIssues[0]?.message ?? err.message) : "Something went wrong, please try again.", error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const canEdit = abilities.canEdit && !isFinal(r.status);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <RequisitionStatusBadge status={r.status} />
        <span className="text-sm text-muted-foreground">
          {r.filledCount} of {r.openings} {r.openings === 1 ? "opening" : "openings"} filled
        </span>
        {abilities.canEdit ? (
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            {canEdit ? (
              <a href={editRequisitionPath(r.id)} className={buttonClasses("outline", "sm")}>
                <Pencil aria-hidden="true" /> Edit
              </a>
            ) : null}
            {r.status === "draft" ? (
              <Button size="sm" disabled={busy} onClick={() => act(r.approvers.length ? "Submitted for approval." : "Submitted: the requisition is open.", () => api.post(requisitionSubmitApi(r.id)))}>
                {r.approvers.length ? "Submit for approval" : "Submit and open"}
              </Button>
            ) : null}
            {statusActionsFor(r.status).map((a) => (
              <Button key={a} size="sm" variant={a === "cancel" ? "ghost" : "outline"} disabled={busy} onClick={() => setConfirming(a)}>
                {STATUS_ACTION_LABELS[a]}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={message?.error ? "min-h-5 text-sm font-medium text-danger" : "min-h-5 text-sm text-muted-foreground"} data-testid="requisition-announcer">
        {message?.text}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsPanel requisition={r} />
          <ApprovalsPanel requisition={r} canDecide={abilities.canDecide} busy={busy} act={act} />
          <PostingsPanel requisition={r} canEdit={canEdit} linkable={linkable} busy={busy} act={act} />
          <HiresPanel requisition={r} canEdit={abilities.canEdit} hireable={hireable} busy={busy} act={act} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <TeamPanel requisition={r} />
          <section aria-labelledby="req-history" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
            <h2 id="req-history" className="text-lg font-semibold">
              History
            </h2>
            <HistoryList activity={activity} />
          </section>
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? `${STATUS_ACTION_LABELS[confirming]}?` : ""}
        description={confirming ? CONFIRM[confirming] : undefined}
        confirmLabel={confirming ? STATUS_ACTION_LABELS[confirming] : undefined}
        confirmVariant={confirming === "cancel" ? "danger" : "primary"}
        loading={busy}
        onConfirm={async () => {
          const action = confirming!;
          await act(action === "hold" ? "Put on hold." : action === "resume" ? "Resumed: the requisition is open." : "Cancelled.", () => api.post(requisitionStatusApi(r.id), { action }));
          setConfirming(null);
        }}
      />
    </div>
  );
}
