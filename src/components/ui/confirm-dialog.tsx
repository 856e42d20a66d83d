"use client";

import { useRef, type ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

/** Spec 2.2: the generic confirm modal's labels. */
export const CONFIRM_LABELS = { submit: "Submit", cancel: "Cancel" } as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  loading?: boolean;
};

/**
 * The generic confirm modal (Submit / Cancel): labelled by its title, focus trapped, Escape closes,
 * focus starts on Cancel (the safe choice). It does not close itself on Submit: the caller closes it
 * when the action has finished (or keeps it open to show an error).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onConfirm,
  confirmLabel = CONFIRM_LABELS.submit,
  cancelLabel = CONFIRM_LABELS.cancel,
  confirmVariant = "primary",
  loading = false,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (loading && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        closeButton={false}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          cancelRef.current?.focus();
        }}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="ghost" disabled={loading}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
