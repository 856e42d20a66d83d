"use client";

import { useState, type Ref } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import type { DropZoneRules, RejectedFile } from "@/lib/uploads/drop-zone-rules";
import { useDropZone } from "@/lib/uploads/use-drop-zone";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { Upload } from "@/components/ui/icons";
import { DropZoneFrame } from "@/components/ui/drop-zone";
import { RESUME_EXTENSIONS, RESUME_LIMIT_PER_PERSON, RESUME_MAX_BYTES } from "../messages";
import type { ResumeSummary } from "../types";
import { validateResumeContent, validateResumeSelection } from "../validate-selection";
import { uploadResumeFile } from "./upload-resume-file";

/*
 * Uploading one resume (issue 14 part 4): the drop zone with the avatar's states and look, the
 * spec's messages checked on the name, size and magic bytes before sending (and again by the
 * server). The resume page (ResumeLibrary) and the apply form's resume step (decision 033) both use
 * it, so a resume uploaded while applying is the same resume, parsed the same way.
 */
export const RESUME_DROP_RULES = {
  accept: {
    "application/pdf": [".pdf"],
    "application/msword": [".doc"],
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
    "application/rtf": [".rtf"],
    "text/rtf": [".rtf"],
    "text/plain": [".txt"],
  },
  maxSize: RESUME_MAX_BYTES,
  multiple: false,
} as const satisfies DropZoneRules;

export const RESUME_REJECT_TEXT = "This file cannot be used as a resume.";
const ONE_AT_A_TIME = "Choose one resume at a time.";

export const allFiles = (accepted: readonly File[], rejected: readonly RejectedFile[]) => [...accepted, ...rejected.map((r) => r.file)];

/** The upload's state and its drop zone; `onUploaded` gets the stored resume (a toast says it was uploaded). */
export function useResumeUpload({ resumeCount, onUploaded }: { resumeCount: number; onUploaded: (resume: ResumeSummary) => void }) {
  const atLimit = resumeCount >= RESUME_LIMIT_PER_PERSON;
  const [errors, setErrors] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const upload = useMutation({
    mutationFn: uploadResumeFile,
    meta: { silent: true },
    onSuccess: (resume) => {
      void loadToast().then((toast) => toast.success(`${resume.fileName} was uploaded.`));
      onUploaded(resume);
    },
    onError: (error) => setErrors([error instanceof ApiError ? error.message : "Something went wrong, please try again."]),
  });

  async function choose(files: File[]) {
    if (upload.isPending || reading) return;
    if (files.length > 1) return setErrors([ONE_AT_A_TIME]);
    const selected = validateResumeSelection(files.map((f) => ({ name: f.name, size: f.size })));
    if (!selected.ok) return setErrors([selected.message]);
    const file = files[0]!;
    setReading(true);
    try {
      const content = validateResumeContent(file.name, new Uint8Array(await file.arrayBuffer()));
      if (!content.ok) return setErrors([content.message]);
    } finally {
      setReading(false);
    }
    setErrors([]);
    upload.mutate(file);
  }

  const busy = upload.isPending || reading;
  const zone = useDropZone({
    ...RESUME_DROP_RULES,
    keyboard: false,
    disabled: busy || atLimit,
    onDrop: (accepted, rejected) => void choose(allFiles(accepted, rejected)),
  });
  return { zone, errors, busy, atLimit, choose };
}

export type ResumeUpload = ReturnType<typeof useResumeUpload>;

/** The dashed drop zone with its Browse button, and the messages under it. */
export function ResumeDropZone({ upload, browseRef }: { upload: ResumeUpload; browseRef?: Ref<HTMLButtonElement> }) {
  const { zone, errors, busy, atLimit } = upload;
  return (
    <>
      <DropZoneFrame zone={zone} testId="resume-drop-zone" inputLabel="Choose a resume file">
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-foreground">
          {zone.state === "reject" ? RESUME_REJECT_TEXT : zone.isDragActive ? "Drop the resume here." : atLimit ? `You have ${RESUME_LIMIT_PER_PERSON} resumes, the most you can keep.` : "Drag and drop your resume here, or"}
        </p>
        <Button ref={browseRef} variant="outline" size="sm" onClick={zone.open} disabled={atLimit} loading={busy}>
          {busy ? "Uploading" : "Browse files"}
        </Button>
        <p className="text-xs text-muted-foreground">PDF, Word ({RESUME_EXTENSIONS.filter((e) => e.startsWith(".do")).join(", ")}), RTF or plain text (.txt), up to 10MB.</p>
      </DropZoneFrame>
      <div role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger-soft-foreground" data-testid="resume-upload-errors">
        {errors.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </>
  );
}
