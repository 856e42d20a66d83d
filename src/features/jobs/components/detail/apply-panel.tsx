"use client";

import { lazy, Suspense } from "react";
import { buttonLook } from "@/components/ui/button-variants";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { ApplyLink } from "@/features/applications/components/apply-link";

export const APPLY_TEXTS = {
  external: "Apply on company site",
  newTab: "(opens in a new tab)",
  logIn: "Log in to apply",
  onPlatform: "Apply",
  signedOutHint: "Log in or join Upstep to apply with your profile.",
} as const;

// The signed-in person's application status, loaded on demand: React.lazy costs no first-load code
// (next/dynamic would add its runtime to the job page, which has no room in its budget).
const JobApplyStatus = lazy(() => import("@/features/applications/components/job-apply-status"));

/**
 * The apply action. An external apply URL opens the employer's page in a new tab (a signed-in
 * person's click is recorded for "Did you apply?"). An on-platform job goes to the apply form
 * (decision 033), signed-out people through log-in and back; a signed-in person who applied sees
 * their application instead. The server HTML shows the signed-out state.
 */
export function ApplyPanel({ jobId, applyUrl, applyOnPlatform }: { jobId: string; applyUrl: string | null; applyOnPlatform: boolean }) {
  const context = useAppContext();
  const signedIn = context.data?.session.isAuthenticated === true;
  if (applyUrl) {
    return (
      <a
        href={applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonLook("primary", "lg", "w-full")}
        data-testid="apply-action"
        onClick={() => signedIn && navigator.sendBeacon("/api/candidates/external-apply-clicks", JSON.stringify({ jobId }))}
      >
        {APPLY_TEXTS.external}
        <span className="sr-only"> {APPLY_TEXTS.newTab}</span>
        <span aria-hidden="true">↗</span>
      </a>
    );
  }
  if (!applyOnPlatform) return null;
  if (signedIn) {
    return (
      <Suspense fallback={<p className={buttonLook("primary", "lg", "w-full")}>{APPLY_TEXTS.onPlatform}</p>}>
        <JobApplyStatus jobId={jobId} />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ApplyLink jobId={jobId} signedIn={false}>
        {APPLY_TEXTS.logIn}
      </ApplyLink>
      <p className="text-sm text-muted-foreground">{APPLY_TEXTS.signedOutHint}</p>
    </div>
  );
}
