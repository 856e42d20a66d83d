"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Check, Copy } from "@/components/ui/icons";

/** Copies a posting's public link; says so in a live region (and in the button) for two seconds. */
export function CopyLinkButton({ url, label = "Copy link" }: { url: string; label?: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
    window.setTimeout(() => setCopied(null), 2000);
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied === "yes" ? <Check /> : <Copy />}
        {copied === "yes" ? "Copied" : label}
      </Button>
      <span role="status" className="sr-only">
        {copied === "yes" ? "Link copied" : copied === "no" ? "Could not copy the link; select it and copy it instead" : ""}
      </span>
    </>
  );
}
