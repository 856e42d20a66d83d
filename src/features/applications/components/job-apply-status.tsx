"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api/client";
import { applicationByJobApi, DASHBOARD_JOBS_PATH } from "../paths";
import { APPLICATION_STAGE_LABELS, type ApplicationDetail } from "../types";
import { ApplyLink } from "./apply-link";
import { sourceFromReferrer } from "../source";

/*
 * The signed-in person's side of the job page's apply panel (decision 033), loaded on demand so the
 * public page's first-load JavaScript does not grow: their application for this job, if any, instead
 * of the Apply button ("You applied on ..." with its stage, or "Continue your application").
 */
const appliedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function JobApplyStatus({ jobId }: { jobId: string }) {
  const [application, setApplication] = useState<ApplicationDetail | null>(null);
  // Where the person came to this job from (applications.source, decision 040); rendered in the browser only.
  const [from] = useState(() => (typeof document === "undefined" ? undefined : sourceFromReferrer(document.referrer, window.location.origin)));
  useEffect(() => {
    api
      .get<{ application: ApplicationDetail | null }>(applicationByJobApi(jobId))
      .then((r) => setApplication(r.application))
      .catch(() => setApplication(null));
  }, [jobId]);
  if (application?.submittedAt) {
    return (
      <div className="flex flex-col gap-1 rounded-lg border border-border bg-muted p-3 text-sm" data-testid="apply-status">
        <p className="font-semibold">
          You applied on {appliedOn.format(new Date(application.submittedAt))} · {APPLICATION_STAGE_LABELS[application.stage]}
        </p>
        <a href={DASHBOARD_JOBS_PATH}>See your applications</a>
      </div>
    );
  }
  return (
    <ApplyLink jobId={jobId} signedIn from={from}>
      {application ? "Continue your application" : "Apply"}
    </ApplyLink>
  );
}
