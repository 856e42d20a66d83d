"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Development page only: opens the generic confirm modal (Submit / Cancel). */
export function ConfirmDialogDemo() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open the confirm modal
      </Button>
      {answer ? <p role="status">{answer}</p> : null}
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o && !answer) setAnswer("Cancelled.");
        }}
        title="Confirm this action?"
        description="The generic confirm modal of the shell."
        onConfirm={() => {
          setAnswer("Submitted.");
          setOpen(false);
        }}
      />
    </div>
  );
}
