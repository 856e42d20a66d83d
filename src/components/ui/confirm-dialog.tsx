"use client";

import { useRef, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Button, type ButtonVariant } from "./button";

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
    <Dialog.Root open={open} onOpenChange={(next) => (loading && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none sm:p-8"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cancelRef.current?.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-3 text-sm text-slate-600">{description}</Dialog.Description> : null}
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="ghost" disabled={loading}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
