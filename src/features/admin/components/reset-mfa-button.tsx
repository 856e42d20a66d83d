"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { adminUserMfaResetApiPath } from "../endpoints";
import { ADMIN_MESSAGES } from "../messages";
import type { MfaResetResultDto } from "../types";

/*
 * "Reset MFA" for one user, behind a confirmation dialog (the ui Dialog with its trigger, so focus
 * returns to the button on close; focus starts on Cancel, the safe choice). The dialog stays open
 * while the request runs and shows its error; success closes it with a toast.
 */
export function ResetMfaButton({ user }: { user: { id: string; name: string; email: string } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reset = useMutation({
    mutationFn: () => api.post<MfaResetResultDto>(adminUserMfaResetApiPath(user.id)),
    meta: { silent: true },
    onSuccess: () => {
      setOpen(false);
      toast.success(ADMIN_MESSAGES.mfaResetDone);
      router.refresh();
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (reset.isPending) return;
        setOpen(next);
        if (!next) reset.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reset MFA for ${user.name}`}>
          Reset MFA
        </Button>
      </DialogTrigger>
      <DialogContent
        closeButton={false}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Reset two-factor authentication?</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-2">
              <p className="[overflow-wrap:anywhere]">
                This turns off two-factor authentication for <span className="font-medium text-foreground">{user.name}</span> ({user.email}), deletes their authenticator
                setup and backup codes, and logs them out on every device.
              </p>
              <p>Do this only after you have confirmed who is asking. They can set up two-factor again from Account and security.</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <ErrorAlert error={reset.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="ghost" disabled={reset.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={reset.isPending} onClick={() => reset.mutate()}>
            Reset MFA
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
