"use client";

import { useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@/components/ui/button";
import { signOut, signOutEverywhere } from "./log-out";

export const LOGOUT_LABELS = { title: "Log Out Confirmation", cancel: "Cancel", everywhere: "Log out everywhere", here: "Log out here" } as const;

/** Spec 2.2 and 4: Cancel, Log out everywhere (delete-all first, then sign out whatever the result), Log out here. */
export function LogoutConfirmationModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [pending, setPending] = useState<"here" | "everywhere" | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">{LOGOUT_LABELS.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-slate-600">
            Log out of Upstep on this device, or on every device where you are signed in.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="ghost" disabled={pending !== null}>
                {LOGOUT_LABELS.cancel}
              </Button>
            </Dialog.Close>
            <Button
              variant="outline"
              loading={pending === "everywhere"}
              disabled={pending !== null}
              onClick={() => {
                setPending("everywhere");
                void signOutEverywhere();
              }}
            >
              {LOGOUT_LABELS.everywhere}
            </Button>
            <Button
              loading={pending === "here"}
              disabled={pending !== null}
              onClick={() => {
                setPending("here");
                void signOut();
              }}
            >
              {LOGOUT_LABELS.here}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
