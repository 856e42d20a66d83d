"use client";

import { useEffect, useState } from "react";
import { buttonLook } from "@/components/ui/button-variants";

/**
 * Copies text to the clipboard and says so for two seconds (announced to screen readers). A plain
 * button with the Button's look (buttonLook: no Slot or class merging), as it is on the public job
 * page's first load (issue 11).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const t = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <button
      type="button"
      className={buttonLook("outline", "sm")}
      onClick={() => {
        if (!navigator.clipboard) return setState("failed");
        navigator.clipboard.writeText(text).then(
          () => setState("copied"),
          () => setState("failed"),
        );
      }}
    >
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the text" : label}</span>
    </button>
  );
}
