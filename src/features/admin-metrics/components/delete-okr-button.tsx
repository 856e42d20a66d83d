"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Deletes an objective, a key result or a recorded figure after asking; the audit log keeps what it was. */
export function DeleteOkrButton({ url, label, title, description }: { url: string; label: string; title: string; description: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={label}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={title}
        description={description}
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={busy}
        onConfirm={async () => {
          setBusy(true);
          setError(null);
          try {
            await api.delete(url);
            setOpen(false);
            router.refresh();
          } catch (err) {
            setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
          } finally {
            setBusy(false);
          }
        }}
      >
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
