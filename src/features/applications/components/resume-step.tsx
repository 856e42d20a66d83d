"use client";

import { lazy, Suspense, useState } from "react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import {
  ResumeDropZone,
  useResumeUpload,
} from "@/features/resumes/components/resume-drop-zone";
import type { ResumeSummary } from "@/features/resumes/types";

/*
 * The resume step (decision 033): choose one of the person's resumes (the default is chosen
 * already) or upload a new one with the resume page's own drop zone; with resume-upload-v4 on, the
 * new resume is read and its review offered as on the resume page. The upload is chosen at once.
 */
type Props = {
  resumes: ResumeSummary[];
  value: string | null;
  error?: string;
  parsingEnabled: boolean;
  onChange: (id: string) => void;
  onUploaded: (resume: ResumeSummary) => void;
};

// The review of what the parser found opens only after an upload: loaded then.
const ResumeProposalReview = lazy(() =>
  import("@/features/resume-parsing/components/resume-proposal-review").then(
    (m) => ({ default: m.ResumeProposalReview }),
  ),
);

const uploadedOn = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeZone: "UTC",
});

export function ResumeStep({
  resumes,
  value,
  error,
  parsingEnabled,
  onChange,
  onUploaded,
}: Props) {
  const router = useRouter();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const upload = useResumeUpload({
    resumeCount: resumes.length,
    onUploaded: (resume) => {
      onUploaded(resume);
      if (parsingEnabled) setReviewing(resume.id);
    },
  });
  return (
    <div className="flex flex-col gap-4">
      {resumes.length ? (
        <div className="flex flex-col gap-2">
          <p id="resume-choice" className="text-sm font-semibold">
            Choose the resume to send
          </p>
          <RadioGroup
            value={value ?? ""}
            onValueChange={onChange}
            aria-labelledby="resume-choice"
            aria-describedby={error ? "resume-error" : undefined}
            aria-invalid={error ? true : undefined}
          >
            {resumes.map((r) => (
              <div
                key={r.id}
                className="flex min-w-0 items-center gap-3 rounded-lg border border-border p-3"
              >
                <RadioGroupItem value={r.id} id={`resume-${r.id}`} />
                <Label
                  htmlFor={`resume-${r.id}`}
                  className="flex min-w-0 flex-1 flex-col gap-0.5 font-normal"
                >
                  <span className="flex flex-wrap items-center gap-2 break-all font-semibold">
                    {r.fileName}{" "}
                    {r.isDefault ? <Badge tone="primary">Default</Badge> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    Uploaded {uploadedOn.format(new Date(r.createdAt))}
                  </span>
                </Label>
              </div>
            ))}
          </RadioGroup>
        </div>
      ) : (
        <p className="text-sm">
          You have no resume on Upstep yet. Upload one to send with your
          application.
        </p>
      )}
      {error ? <FieldError id="resume-error">{error}</FieldError> : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">
          {resumes.length ? "Or upload a new resume" : "Upload a resume"}
        </h3>
        <ResumeDropZone upload={upload} />
      </div>
      {reviewing ? (
        <Card>
          <Suspense fallback={<Spinner label="Loading what we found" />}>
            <ResumeProposalReview
              key={reviewing}
              resumeId={reviewing}
              onDone={(outcome) => {
                setReviewing(null);
                if (outcome === "accepted") router.refresh();
              }}
            />
          </Suspense>
        </Card>
      ) : null}
    </div>
  );
}
