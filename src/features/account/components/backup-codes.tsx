"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "./copy-button";

/** The one-time backup codes, with copy and download so that people actually keep them. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = `Upstep backup codes\nEach code works once, if you cannot use your authenticator app.\n\n${codes.join("\n")}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "upstep-backup-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted p-4 font-mono text-sm text-foreground sm:grid-cols-3">
        {codes.map((c) => (
          <li key={c} className="tracking-wider">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label="Copy codes" />
        <Button variant="outline" size="sm" onClick={download}>
          Download codes
        </Button>
      </div>
    </div>
  );
}
