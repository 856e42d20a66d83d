"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { REQUISITION_MESSAGES as M } from "../messages";
import { requisitionApprovalApi } from "../paths";
import { REQUISITION_LIMITS } from "../schemas";
import type { RequisitionView } from "../types";
import { formatDay } from "./format";
import type { Act } from "./act";

/* The approvers in order with their decisions; Approve / Reject for the one whose turn it is (decision 045). */
const DECISION = { pending: ["Pending", "neutral"], approved: ["Approved", "success"], rejected: ["Rejected", "danger"] } as const;

export function ApprovalsPanel({ requisition: r, canDecide, busy, act }: { requisition: RequisitionView; canDecide: boolean; busy: boolean; act: Act }) {
  const [deciding, setDeciding] = useState<"approve" | "reject" | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const current = r.approvers.find((a) => a.userId === r.currentApproverUserId);

  const decide = async () => {
    if (deciding === "reject" && !comment.trim()) {
      setError(M.rejectNeedsComment);
      return;
    }
    const ok = await act(deciding === "approve" ? "Approved." : "Rejected: it is back in draft.", () => api.post(requisitionApprovalApi(r.id), { decision: deciding, comment }));
    if (ok) {
      setDeciding(null);
      setComment("");
    }
  };

  return (
    <section aria-labelledby="req-approvals" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="req-approvals" className="text-lg font-semibold">
        Approvals
      </h2>
      {r.approvers.length === 0 ? <p className="text-sm text-muted-foreground">No approvers: submitting opens the requisition at once.</p> : null}
      {r.status === "pending-approval" && current ? (
        <p className="text-sm font-medium">{canDecide ? "Your approval is needed." : `Waiting for ${current.name}.`}</p>
      ) : null}
      {r.approvers.length ? (
        <ol className="flex flex-col gap-2">
          {r.approvers.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 rounded-md border border-border px-3 py-2 text-sm" data-testid="approval-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {a.position}. <span className="font-medium">{a.name}</span>
                </span>
                <span className="flex items-center gap-2">
                  {a.decidedAt ? <span className="text-xs text-muted-foreground">{formatDay(a.decidedAt)}</span> : null}
                  <Badge tone={DECISION[a.decision][1]}>{DECISION[a.decision][0]}</Badge>
                </span>
              </div>
              {a.comment ? <p className="whitespace-pre-wrap break-words text-muted-foreground">“{a.comment}”</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {canDecide ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => (setDeciding("approve"), setError(null))}>
            Approve
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => (setDeciding("reject"), setError(null))}>
            Reject
          </Button>
        </div>
      ) : null}
      <Dialog open={deciding !== null} onOpenChange={(open) => (open || busy ? undefined : setDeciding(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{deciding === "approve" ? "Approve this requisition?" : "Reject this requisition?"}</DialogTitle>
            <DialogDescription>{deciding === "approve" ? "A comment is optional." : "It goes back to draft; say what should change."}</DialogDescription>
          </DialogHeader>
          <Field label={deciding === "approve" ? "Comment (optional)" : "Why you reject it"} error={error ?? undefined}>
            <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={REQUISITION_LIMITS.comment} />
          </Field>
          <DialogFooter>
            <Button variant="ghost" disabled={busy} onClick={() => setDeciding(null)}>
              Cancel
            </Button>
            <Button variant={deciding === "reject" ? "danger" : "primary"} disabled={busy} onClick={decide}>
              {deciding === "approve" ? "Approve" : "Reject"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
