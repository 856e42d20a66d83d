"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** A rich-text toolbar button: labelled, says its state (aria-pressed) and keeps the editor's selection. */
export function ToolButton({ label, pressed, onClick, disabled, children }: { label: string; pressed?: boolean; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      onClick={onClick}
      disabled={disabled}
      // Keeps the editor's selection: the button acts on the text chosen in the editor.
      onMouseDown={(e) => e.preventDefault()}
      className={cn(pressed && "bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft")}
    >
      {children}
    </Button>
  );
}

/** A thin divider between groups of toolbar buttons. */
export function ToolbarSeparator() {
  return <span className="mx-1 w-px self-stretch bg-border" aria-hidden="true" />;
}
