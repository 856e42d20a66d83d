"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ChevronLeft } from "@/components/ui/icons";
import type { StepNav } from "./step-props";

/** A step's buttons: Back on the left; "Skip this step" and the step's main action (Continue) on the right. */
export function StepFooter({
  nav,
  busy,
  primary = "Continue",
  skipLabel = "Skip this step",
  onPrimary,
  extra,
}: {
  nav: StepNav;
  busy: boolean;
  primary?: string;
  skipLabel?: string | null;
  /** The main action as a plain button (a step that holds another form); otherwise it submits the step's form. */
  onPrimary?: () => void;
  extra?: ReactNode;
}) {
  const disabled = busy || nav.moving;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
      {nav.back ? (
        <Button type="button" variant="ghost" onClick={nav.back} disabled={disabled} className="self-start">
          <ChevronLeft aria-hidden="true" /> Back
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {extra}
        {skipLabel ? (
          <Button type="button" variant="outline" onClick={nav.skipStep} disabled={disabled}>
            {skipLabel}
          </Button>
        ) : null}
        <Button type={onPrimary ? "button" : "submit"} onClick={onPrimary} loading={busy} disabled={disabled && !busy}>
          {primary}
        </Button>
      </div>
    </div>
  );
}
