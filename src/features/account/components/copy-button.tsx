"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/** Copies text to the clipboard and says so for two seconds (announced to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const t = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        if (!navigator.clipboard) return setState("failed");
        navigator.clipboard.writeText(text).then(
          () => setState("copied"),
          () => setState("failed"),
        );
      }}
    >
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the text" : label}</span>
    </Button>
  );
}
