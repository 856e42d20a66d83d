"use client";

import { useState } from "react";
import type { RejectionReason } from "@/db/schema/employers";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { NativeSelect, Textarea } from "@/components/ui/input";
import { ATS_LIMITS, REJECTION_REASON_MESSAGE } from "../schemas";
import { REJECTION_REASON_LABELS } from "../types";

/**
 * Moving to the Rejected stage asks why (decision 040): a reason from the list and an optional note
 * for the team (never shown to the candidate). What was typed stays if the move fails.
 */
export function RejectDialog({
  open,
  who,
  stageName,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  who: string;
  stageName: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: RejectionReason, note: string) => void;
}) {
  const [reason, setReason] = useState<RejectionReason | "">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const tooLong = note.length > ATS_LIMITS.rejectionNote ? `Note must be less than ${ATS_LIMITS.rejectionNote} characters.` : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!next) { setError(undefined); onCancel(); } }}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move {who} to {stageName}</DialogTitle>
          <DialogDescription>Why is the application not moving forward? The candidate sees only &ldquo;Not selected&rdquo;.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) return setError(REJECTION_REASON_MESSAGE);
            if (tooLong) return;
            onConfirm(reason, note.trim());
          }}
        >
          <Field label="Reason" error={error}>
            <NativeSelect value={reason} onChange={(e) => { setReason(e.target.value as RejectionReason); setError(undefined); }}>
              <option value="">Choose a reason</option>
              {(Object.keys(REJECTION_REASON_LABELS) as RejectionReason[]).map((r) => (
                <option key={r} value={r}>
                  {REJECTION_REASON_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Note for the team (optional)" hint="Only your company sees it." error={tooLong}>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button variant="ghost" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={pending}>
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
