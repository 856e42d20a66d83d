"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";

/*
 * A taxonomy action behind a confirmation (delete, deactivate, retire and their undo): the dialog
 * stays open while the request runs and shows the server's refusal ("in use by 12 jobs"); success
 * closes it with a toast and refreshes the page.
 */
export function ConfirmActionButton({
  label,
  ariaLabel,
  variant = "ghost",
  title,
  description,
  confirmLabel,
  confirmVariant = "primary",
  method,
  path,
  body,
  doneMessage,
}: {
  label: string;
  ariaLabel?: string;
  variant?: ButtonVariant;
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  method: "put" | "delete" | "post";
  path: string;
  body?: Record<string, unknown>;
  doneMessage: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const run = useMutation({
    mutationFn: () => (method === "put" ? api.put(path, body) : method === "post" ? api.post(path, body) : api.delete(path)),
    meta: { silent: true },
    onSuccess: () => {
      setOpen(false);
      toast.success(doneMessage);
      router.refresh();
    },
  });
  return (
    <>
      <Button variant={variant} size="sm" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) run.reset();
        }}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        confirmVariant={confirmVariant}
        loading={run.isPending}
        onConfirm={() => run.mutate()}
      >
        <ErrorAlert error={run.error} />
      </ConfirmDialog>
    </>
  );
}

/** Up / down arrows that reorder a category among its siblings. */
export function MoveButtons({ path, name, first, last }: { path: string; name: string; first: boolean; last: boolean }) {
  const router = useRouter();
  const move = useMutation({
    mutationFn: (direction: "up" | "down") => api.post(path, { direction }),
    onSuccess: () => router.refresh(),
  });
  return (
    <span className="inline-flex gap-1">
      <Button variant="ghost" size="icon-sm" aria-label={`Move ${name} up`} disabled={first || move.isPending} onClick={() => move.mutate("up")}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={`Move ${name} down`} disabled={last || move.isPending} onClick={() => move.mutate("down")}>
        <span aria-hidden="true">↓</span>
      </Button>
    </span>
  );
}
