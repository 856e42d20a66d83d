"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { useDropZone } from "@/lib/uploads/use-drop-zone";
import { DropZoneFrame } from "@/components/ui/drop-zone";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Trash2, Upload } from "@/components/ui/icons";
import { companyLogoApi } from "../endpoints";
import { allDroppedLogos, checkLogoBytes, checkLogoSelection, LOGO_DROP_RULES } from "../logo-selection";
import { CompanyMark } from "./company-mark";
import { useTeamAction } from "./use-team-action";

async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/*
 * The company logo: drag a PNG, JPEG or SVG onto the zone or browse; it is checked here (count, size,
 * type by name and first bytes, with the spec's messages) and uploaded at once; the server checks it
 * again, re-encodes it and answers its public URL. "Remove logo" goes back to the initials.
 */
export function LogoUploader({ companyId, companyName, logoUrl }: { companyId: string; companyName: string; logoUrl: string | null }) {
  const [message, setMessage] = useState<string | null>(null);
  const upload = useTeamAction((file: File) => fileToBase64(file).then((base64EncodedData) => api.put<{ logoUrl: string }>(companyLogoApi(companyId), { fileName: file.name, mimeType: file.type, base64EncodedData })), {
    done: "Logo saved. It shows on your company page now.",
  });
  const remove = useTeamAction(() => api.delete(companyLogoApi(companyId)), { done: "Logo removed." });

  async function choose(files: File[]) {
    upload.reset();
    remove.reset();
    const checked = checkLogoSelection(files);
    if (!checked.ok) return setMessage(checked.message);
    const problem = checkLogoBytes(new Uint8Array(await checked.file.slice(0, 512).arrayBuffer()));
    if (problem) return setMessage(problem);
    setMessage(null);
    upload.mutate(checked.file);
  }

  const zone = useDropZone({ ...LOGO_DROP_RULES, keyboard: false, disabled: upload.isPending, onDrop: (accepted, rejected) => void choose(allDroppedLogos(accepted, rejected)) });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <CompanyMark name={companyName} logoUrl={logoUrl} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <DropZoneFrame zone={zone} testId="logo-drop-zone" inputLabel="Choose a logo file" size="sm">
          <p className="text-sm text-foreground">
            {zone.state === "reject" ? "This file cannot be used as a logo." : zone.isDragActive ? "Drop the logo here." : "Drag and drop your logo here, or"}
          </p>
          <Button variant="outline" size="sm" onClick={zone.open} loading={upload.isPending}>
            <Upload aria-hidden="true" />
            Browse files
          </Button>
          <p className="text-xs text-muted-foreground">PNG, JPEG or SVG, at most 10MB. Square or wide logos both work.</p>
        </DropZoneFrame>
        <div role="alert" aria-live="assertive" className="text-sm text-danger empty:hidden">
          {message}
        </div>
        {upload.error || remove.error ? <ErrorAlert error={upload.error ?? remove.error} /> : null}
        {logoUrl ? (
          <div>
            <Button variant="ghost" size="sm" onClick={() => remove.mutate()} loading={remove.isPending} disabled={upload.isPending}>
              <Trash2 aria-hidden="true" />
              Remove logo
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
