"use client";

import { useCallback, useState } from "react";

/*
 * A polite live region for what a move did ("Moved Casey to Interview", "Could not move ...: why"),
 * announced to screen readers and shown to everyone under the toolbar.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState<{ text: string; tone: "info" | "error"; n: number } | null>(null);
  const announce = useCallback((text: string, tone: "info" | "error" = "info") => setMessage((m) => ({ text, tone, n: (m?.n ?? 0) + 1 })), []);
  const region = (
    <p role="status" aria-live="polite" className={message?.tone === "error" ? "min-h-5 text-sm font-medium text-danger" : "min-h-5 text-sm text-muted-foreground"} data-testid="ats-announcer">
      {message ? <span key={message.n}>{message.text}</span> : null}
    </p>
  );
  return { announce, region };
}
