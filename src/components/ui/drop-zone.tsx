"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { DropZoneState } from "@/lib/uploads/drop-zone-rules";
import type { useDropZone } from "@/lib/uploads/use-drop-zone";

/** How the dashed area looks in each of the spec's drop-zone states. */
const ZONE_TONES: Record<DropZoneState, string> = {
  idle: "border-input bg-card",
  "drag-active": "border-primary bg-muted",
  accept: "border-primary bg-primary-soft",
  reject: "border-danger bg-danger-soft",
  "file-dialog-active": "border-ring bg-muted",
};

/**
 * The dashed drop area of every upload (resume, certificate, avatar, onboarding's resume): the
 * drop zone's root with its state as data-state and its tone, the hidden file input named by
 * `inputLabel`, and the centred content (what to do, the Browse button) as children.
 */
export function DropZoneFrame({
  zone,
  testId,
  inputLabel,
  size = "md",
  children,
}: {
  zone: ReturnType<typeof useDropZone>;
  testId: string;
  inputLabel: string;
  size?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <div
      {...zone.getRootProps({
        "data-state": zone.state,
        "data-testid": testId,
        className: cn("rounded-xl border-2 border-dashed px-4 transition-colors", size === "md" ? "py-8" : "py-6", ZONE_TONES[zone.state]),
      })}
    >
      <input {...zone.getInputProps({ "aria-label": inputLabel })} />
      <div className="flex flex-col items-center gap-3 text-center">{children}</div>
    </div>
  );
}
