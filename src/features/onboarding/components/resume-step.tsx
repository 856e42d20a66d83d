"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckCircle2, FileText } from "@/components/ui/icons";
import { DropZoneFrame } from "@/components/ui/drop-zone";
import { ApiError, buildUrl } from "@/lib/api/client";
import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import { useDropZone } from "@/lib/uploads/use-drop-zone";
import type { ResumeSummary } from "@/features/resumes/types";
import { RESUMES_API } from "../paths";
import { StepFooter } from "./step-footer";
import type { StepNav } from "./step-props";

// The review (features/resume-parsing) loads only when a resume has been uploaded.
const ResumeProposalReview = dynamic(() => import("@/features/resume-parsing/components/resume-proposal-review").then((m) => m.ResumeProposalReview), {
  loading: () => <p className="text-sm text-muted-foreground">Loading…</p>,
});

/** The resume rules the page passes in from features/resumes (the spec's words, the server's limits). */
export type ResumeRules = {
  messages: { invalidType: string; tooLarge: string; noFile: string };
  maxBytes: number;
  extensions: readonly string[];
};

/** The checks that need no upload (the server checks all of them again, and the content). */
function precheck(files: File[], rules: ResumeRules): string | null {
  if (files.length > 1) return "Too many files";
  const file = files[0];
  if (!file || !file.name || file.size === 0) return rules.messages.noFile;
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  const dot = file.name.lastIndexOf(".");
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!rules.extensions.includes(ext)) return rules.messages.invalidType;
  return null;
}

async function uploadResume(file: File): Promise<ResumeSummary> {
  const body = new FormData();
  body.set("file", file);
  const url = buildUrl(RESUMES_API);
  const res = await fetch(url, { method: "POST", body, credentials: "same-origin", headers: { [CSRF_HEADER]: CSRF_VALUE, [AUTH_VERSION_HEADER]: AUTH_VERSION } });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {}
  if (!res.ok) {
    const message = (data as { error?: { message?: string } } | null)?.error?.message ?? "Something went wrong, please try again.";
    throw new ApiError(res.status, data, url, message);
  }
  return data as ResumeSummary;
}

const OUTCOME_TEXT = {
  accepted: "Your profile was filled in from your resume. You can change anything in Candidate360.",
  dismissed: "Nothing from your resume was added. You can review it again from the resume page.",
} as const;

/**
 * Step 6 (optional): a resume through the resumes API (POST /api/candidates/resumes), dropped or
 * browsed for; then, when resume-upload-v4 is on, the parser's proposal to review (ResumeProposalReview,
 * which writes nothing until the person accepts). Finishing does not need a resume. Not a form of its
 * own: the review holds one.
 */
export function ResumeStep({
  nav,
  rules,
  reviewEnabled,
  finishing,
  onFinish,
  finishError,
}: {
  nav: StepNav;
  rules: ResumeRules;
  reviewEnabled: boolean;
  finishing: boolean;
  onFinish: () => void;
  finishError: unknown;
}) {
  const [uploaded, setUploaded] = useState<ResumeSummary | null>(null);
  const [outcome, setOutcome] = useState<"accepted" | "dismissed" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(files: File[]) {
    const refused = precheck(files, rules);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      setUploaded(await uploadResume(files[0]!));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
    } finally {
      setUploading(false);
    }
  }

  const zone = useDropZone({
    multiple: false,
    keyboard: false,
    disabled: uploading || finishing,
    onDrop: (accepted, rejected) => void choose([...accepted, ...rejected.map((r) => r.file)]),
  });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">Optional. A PDF, Word (.doc, .docx), RTF or text file of at most 10MB. You can add or change resumes later in Candidate360.</p>
      {uploaded ? (
        <>
          <Alert tone="success">
            <p className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 break-words">Uploaded {uploaded.fileName}</span>
            </p>
            {outcome ? <p className="mt-1">{OUTCOME_TEXT[outcome]}</p> : null}
          </Alert>
          {reviewEnabled && !outcome ? <ResumeProposalReview resumeId={uploaded.id} onDone={setOutcome} /> : null}
        </>
      ) : (
        <DropZoneFrame zone={zone} testId="resume-drop-zone" inputLabel="Choose a resume file">
          <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm">{uploading ? "Uploading…" : zone.isDragActive ? "Drop your resume here." : "Drag and drop your resume here, or"}</p>
          <Button type="button" variant="outline" size="sm" onClick={zone.open} loading={uploading} disabled={uploading || finishing}>
            Browse files
          </Button>
        </DropZoneFrame>
      )}
      <div role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-danger-soft-foreground">
        {error}
      </div>
      {finishError ? <Alert tone="danger">Something went wrong, please try again.</Alert> : null}
      <StepFooter nav={nav} busy={finishing} primary="Finish" skipLabel={null} onPrimary={onFinish} />
    </div>
  );
}
