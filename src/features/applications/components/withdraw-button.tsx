"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { APPLICATIONS_API } from "../paths";
import type { ApplicationDetail } from "../types";

/** Withdraw, after a confirm (decision 033): the application stays in the history as Withdrawn. */
export function WithdrawButton({ applicationId, jobTitle }: { applicationId: string; jobTitle: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => api.post<ApplicationDetail>(`${APPLICATIONS_API}/${applicationId}/withdraw`),
    meta: { silent: true },
    onSuccess: () => {
      setOpen(false);
      void loadToast().then((toast) => toast.success("Your application was withdrawn."));
      router.refresh();
    },
  });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Withdraw application
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : (setOpen(false), withdraw.reset()))}
        title="Withdraw this application?"
        description={`${jobTitle}: the employer will see that you withdrew. You cannot apply for this job again.`}
        confirmLabel="Withdraw"
        confirmVariant="danger"
        loading={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      >
        <ErrorAlert error={withdraw.error} />
      </ConfirmDialog>
    </>
  );
}
