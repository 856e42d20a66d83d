"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { adminUserMfaResetApiPath } from "../endpoints";
import { ADMIN_MESSAGES } from "../messages";
import type { MfaResetResultDto } from "../types";
import { ErrorAlert } from "@/components/ui/error-alert";

/** "Reset MFA" for one user, behind a confirmation dialog (focus starts on Cancel, the safe choice). */
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (reset.isPending) return;
        setOpen(next);
        if (!next) reset.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reset MFA for ${user.name}`}>
          Reset MFA
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">Reset two-factor authentication?</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 flex flex-col gap-2 text-sm text-slate-600">
              <p>
                This turns off two-factor authentication for <span className="font-medium text-slate-900">{user.name}</span> ({user.email}), deletes their
                authenticator setup and backup codes, and logs them out on every device.
              </p>
              <p>Do this only after you have confirmed who is asking. They can set up two-factor again from Account and security.</p>
            </div>
          </Dialog.Description>
          <div className="mt-5">
            <ErrorAlert error={reset.error} />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="ghost" disabled={reset.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" loading={reset.isPending} onClick={() => reset.mutate()}>
              Reset MFA
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
