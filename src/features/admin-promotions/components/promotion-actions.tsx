"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogClose } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PROMOTION_MESSAGES as M } from "../messages";
import { promotionApiPath, promotionEndApiPath } from "../paths";
import type { PromotionDto, PromotionRow } from "../types";
import { fieldIssues } from "./api-issues";
import { PromotionFields, type PromotionValues } from "./promotion-fields";

/** Edit, end early (active) or cancel (scheduled) one promotion. */
export function PromotionActions({ promotion }: { promotion: PromotionRow }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<PromotionValues>({ startDate: promotion.startDate, endDate: promotion.endDate, boost: String(promotion.boost) });
  const action = promotion.status === "active" ? "end" : "cancel";
  const edit = useMutation({
    mutationFn: () => api.patch<PromotionDto>(promotionApiPath(promotion.id), { startDate: values.startDate, endDate: values.endDate, boost: Number(values.boost) }),
    meta: { silent: true },
    onSuccess: () => {
      setEditing(false);
      toast.success(M.updated);
      router.refresh();
    },
  });
  const end = useMutation({
    mutationFn: () => api.post<PromotionDto>(promotionEndApiPath(promotion.id), { action }),
    meta: { silent: true },
    onSuccess: () => {
      setConfirming(false);
      toast.success(action === "end" ? M.ended : M.cancelled);
      router.refresh();
    },
  });
  if (promotion.status !== "active" && promotion.status !== "scheduled") return null;
  const errors = fieldIssues(edit.error);
  const name = `${promotion.jobTitle} (${promotion.startDate} to ${promotion.endDate})`;
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog
        open={editing}
        onOpenChange={(next) => {
          if (edit.isPending) return;
          setEditing(next);
          if (!next) edit.reset();
        }}
      >
        <Button variant="outline" size="sm" aria-label={`Edit the promotion of ${name}`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit the promotion</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">{promotion.jobTitle}</DialogDescription>
          </DialogHeader>
          <form
            id={`edit-${promotion.id}`}
            onSubmit={(e) => {
              e.preventDefault();
              edit.mutate();
            }}
          >
            <PromotionFields idPrefix={`edit-${promotion.id}`} values={values} onChange={setValues} errors={errors} startLocked={promotion.status === "active"} />
          </form>
          {edit.error && !Object.keys(errors).length ? <ErrorAlert error={edit.error} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" disabled={edit.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={`edit-${promotion.id}`} loading={edit.isPending}>
              Save
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Button variant="outline" size="sm" aria-label={action === "end" ? `End now the promotion of ${name}` : `Cancel promotion of ${name}`} onClick={() => setConfirming(true)}>
        {action === "end" ? "End now" : "Cancel promotion"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) end.reset();
        }}
        title={action === "end" ? "End this promotion now?" : "Cancel this promotion?"}
        description={action === "end" ? "The job loses its Promoted Job tag and search boost at once. You can promote it again later." : "It will not start. You can promote the job again later."}
        confirmLabel={action === "end" ? "End now" : "Cancel promotion"}
        cancelLabel="Keep it"
        confirmVariant="danger"
        loading={end.isPending}
        onConfirm={() => end.mutate()}
      >
        <ErrorAlert error={end.error} />
      </ConfirmDialog>
    </div>
  );
}
