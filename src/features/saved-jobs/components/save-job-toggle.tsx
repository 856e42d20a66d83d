"use client";

import { Badge } from "@/components/ui/badge";
import { buttonLook } from "@/components/ui/button-variants";
import { APPLICATION_STAGE_LABELS } from "@/features/applications/types";
import type { ApplicationStage } from "@/db/schema/applications";

/** How a listing marks the person's application: "Application started" for a draft, else the stage as the candidate reads it. */
function stageMark(stage: ApplicationStage): { label: string; tone: "neutral" | "primary" | "success" } {
  if (stage === "draft") return { label: "Application started", tone: "neutral" };
  const tone = stage === "offer" || stage === "hired" ? "success" : stage === "not-selected" || stage === "withdrawn" ? "neutral" : "primary";
  return { label: APPLICATION_STAGE_LABELS[stage], tone };
}

/**
 * What the marks island puts in a job's slot: the application mark, then the Save toggle (a real
 * button: Enter and Space work, aria-pressed says whether it is saved, the job's title is in its name).
 */
export function SaveJobToggle(props: {
  title: string;
  saved: boolean;
  busy: boolean;
  stage: ApplicationStage | undefined;
  error: string | undefined;
  onToggle: () => void;
}) {
  const mark = props.stage ? stageMark(props.stage) : null;
  const label = props.saved ? "Saved" : "Save job";
  return (
    <span data-save-toggle className="contents">
      {mark ? <Badge tone={mark.tone}>{mark.label}</Badge> : null}
      <button
        type="button"
        aria-pressed={props.saved}
        aria-label={props.title ? `${label}: ${props.title}` : label}
        aria-disabled={props.busy || undefined}
        onClick={() => (props.busy ? undefined : props.onToggle())}
        className={buttonLook(props.saved ? "primary" : "outline", "sm")}
      >
        {label}
      </button>
      {props.error ? (
        <span role="alert" className="text-sm text-danger-soft-foreground wrap-break-word">
          {props.error}
        </span>
      ) : null}
    </span>
  );
}
