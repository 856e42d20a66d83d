"use client";

import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";
import type { DropZoneRules, RejectedFile } from "@/lib/uploads/drop-zone-rules";
import { useDropZone } from "@/lib/uploads/use-drop-zone";

/*
 * Spec 4: a full-screen drop mode appears while a file is dragged over the page. While `active`, a
 * file dragged anywhere over the window shows this overlay (itself the drop zone, judging the drag
 * by the rules), and a file dropped anywhere is handed to onDrop (the browser would otherwise open
 * it in the tab).
 */
export function FullPageDropOverlay({
  active,
  rules,
  onDrop,
  label,
  rejectLabel,
}: {
  active: boolean;
  rules: DropZoneRules;
  onDrop: (accepted: File[], rejected: RejectedFile[]) => void;
  label: string;
  rejectLabel: string;
}) {
  const zone = useDropZone({ ...rules, fullPage: true, disabled: !active, onDrop });

  if (!zone.isPageDragActive) return null;
  const rejecting = zone.state === "reject";
  return createPortal(
    <div
      {...zone.getRootProps({
        "data-testid": "full-page-drop",
        "data-state": zone.state,
        className: cn(
          "pointer-events-auto fixed inset-0 z-[60] grid place-items-center border-4 border-dashed bg-overlay p-6",
          rejecting ? "border-danger" : "border-primary",
        ),
      })}
    >
      <p className={cn("rounded-xl bg-card px-6 py-4 text-lg font-semibold shadow-xl", rejecting ? "text-danger" : "text-primary-soft-foreground")}>
        {rejecting ? rejectLabel : label}
      </p>
    </div>,
    document.body,
  );
}
