"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { signOut, signOutEverywhere } from "./log-out";

export const LOGOUT_LABELS = { title: "Log Out Confirmation", cancel: "Cancel", everywhere: "Log out everywhere", here: "Log out here" } as const;

/** Spec 2.2 and 4: Cancel, Log out everywhere (delete-all first, then sign out whatever the result), Log out here. */
export function LogoutConfirmationModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [pending, setPending] = useState<"here" | "everywhere" | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        closeButton={false}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{LOGOUT_LABELS.title}</DialogTitle>
          <DialogDescription>Log out of Upstep on this device, or on every device where you are signed in.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="ghost" disabled={pending !== null}>
              {LOGOUT_LABELS.cancel}
            </Button>
          </DialogClose>
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
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
