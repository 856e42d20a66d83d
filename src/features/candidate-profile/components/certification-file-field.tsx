"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Download, FileText, Upload, X } from "@/components/ui/icons";
import { DropZoneFrame } from "@/components/ui/drop-zone";
import { cn } from "@/lib/cn";
import type { DropZoneRules, RejectedFile } from "@/lib/uploads/drop-zone-rules";
import { useDropZone } from "@/lib/uploads/use-drop-zone";
import { CERTIFICATION_FILE_MAX_BYTES, validateCertificationContent, validateCertificationSelection } from "../certification-schemas";
import type { CertificationFile } from "../types";
import { fileSize } from "./certification-requests";

/*
 * The certificate file of a certification form: a drop zone (lib/uploads/use-drop-zone.ts, the
 * avatar's and resume's states and look) with a Browse files button, the spec's messages checked here
 * on the name, size and magic bytes (the server checks again), the file chosen, and when editing, the
 * current file to download or remove. Nothing is sent until the form is saved.
 */
const DROP_RULES = {
  accept: {
    "application/pdf": [".pdf"],
    "application/msword": [".doc"],
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
    "application/rtf": [".rtf"],
    "text/rtf": [".rtf"],
    "text/plain": [".txt"],
    "application/vnd.oasis.opendocument.text": [".odt"],
  },
  maxSize: CERTIFICATION_FILE_MAX_BYTES,
  multiple: false,
} as const satisfies DropZoneRules;

const REJECT_TEXT = "This file cannot be used as a certificate.";
const ONE_AT_A_TIME = "Choose one file at a time.";

type Props = {
  /** The file the certification has now (editing), or null. */
  current: CertificationFile | null;
  selected: File | null;
  onSelect: (file: File | null) => void;
  /** Editing: the current file is to be removed on save. */
  removeCurrent: boolean;
  onRemoveCurrent: (remove: boolean) => void;
  /** A message from the server for the file (or null). */
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
};

export function CertificationFileField({ current, selected, onSelect, removeCurrent, onRemoveCurrent, error, onError, disabled = false }: Props) {
  const [reading, setReading] = useState(false);
  const legendId = useId();
  const errorId = useId();

  async function choose(files: File[]) {
    if (files.length > 1) return onError(ONE_AT_A_TIME);
    const file = files[0];
    const selection = validateCertificationSelection(file);
    if (!selection.ok) return onError(selection.message);
    setReading(true);
    try {
      const content = validateCertificationContent(file!.name, new Uint8Array(await file!.arrayBuffer()));
      if (!content.ok) return onError(content.message);
    } finally {
      setReading(false);
    }
    onError(null);
    onSelect(file!);
  }

  const zone = useDropZone({
    ...DROP_RULES,
    keyboard: false,
    disabled: disabled || reading,
    onDrop: (accepted: File[], rejected: RejectedFile[]) => void choose([...accepted, ...rejected.map((r) => r.file)]),
  });

  const keeps = current && !removeCurrent && !selected;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="mb-1.5 text-sm font-medium">
        Certificate file (optional)
      </legend>
      {current ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm" data-testid="current-certificate-file">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className={cn("min-w-0 break-all", !keeps && "line-through")}>
            {current.name} <span className="text-muted-foreground">({fileSize(current.sizeBytes)})</span>
          </span>
          {keeps ? (
            <span className="flex flex-wrap gap-2">
              <Button asChild variant="link" size="sm">
                <a href={current.downloadUrl} download>
                  <Download aria-hidden="true" /> Download
                </a>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onRemoveCurrent(true)} disabled={disabled} aria-label={`Remove file ${current.name}`}>
                <X aria-hidden="true" /> Remove file
              </Button>
            </span>
          ) : removeCurrent && !selected ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">Removed when you save.</span>
              <Button variant="ghost" size="sm" onClick={() => onRemoveCurrent(false)} disabled={disabled}>
                Keep it
              </Button>
            </span>
          ) : (
            <span className="text-muted-foreground">Replaced when you save.</span>
          )}
        </div>
      ) : null}
      <DropZoneFrame zone={zone} testId="certificate-drop-zone" inputLabel="Choose a certificate file" size="sm">
        <Upload aria-hidden="true" className="size-7 text-muted-foreground" />
        <p className="text-sm text-foreground">{zone.state === "reject" ? REJECT_TEXT : zone.isDragActive ? "Drop the file here." : "Drag and drop your certificate here, or"}</p>
        <Button variant="outline" size="sm" onClick={zone.open} disabled={disabled} loading={reading} aria-describedby={legendId}>
          Browse files
        </Button>
        <p className="text-xs text-muted-foreground">PDF, Word (.doc, .docx), RTF, plain text (.txt) or OpenDocument (.odt), up to 15MB.</p>
        {selected ? (
          <p className="flex max-w-full flex-wrap items-center justify-center gap-2 text-sm" data-testid="selected-certificate-file">
            <span className="min-w-0 break-all">
              Selected: {selected.name} <span className="text-muted-foreground">({fileSize(selected.size)})</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => onSelect(null)} disabled={disabled} aria-label={`Clear the selected file ${selected.name}`}>
              <X aria-hidden="true" /> Clear
            </Button>
          </p>
        ) : null}
      </DropZoneFrame>
      <div id={errorId} role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger-soft-foreground" data-testid="certificate-file-errors">
        {error ? <p>{error}</p> : null}
      </div>
    </fieldset>
  );
}
