"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PLACES_MESSAGES as M } from "../messages";
import { postalRefreshPath, postalUploadApiPath } from "../paths";

/** Apply (after a confirmation that repeats the counts) or discard a pending upload. */
export function PostalDecision({ id, summary }: { id: string; summary: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: "apply" | "discard") => api.post(postalUploadApiPath(id), { decision }),
    meta: { silent: true },
    onSuccess: (_, decision) => {
      setConfirming(false);
      toast.success(decision === "apply" ? M.applied : M.discarded);
      router.push(postalRefreshPath());
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col gap-2">
      {!confirming ? <ErrorAlert error={decide.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setConfirming(true)} disabled={decide.isPending}>
          Apply the changes
        </Button>
        <Button variant="outline" onClick={() => decide.mutate("discard")} loading={decide.isPending && decide.variables === "discard"}>
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) decide.reset();
        }}
        title="Apply these changes to the postal-code dataset?"
        description={summary}
        confirmLabel="Apply"
        loading={decide.isPending}
        onConfirm={() => decide.mutate("apply")}
      >
        <ErrorAlert error={decide.error} />
      </ConfirmDialog>
    </div>
  );
}
