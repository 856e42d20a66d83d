import Link from "next/link";
import { jobDetailPath } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Briefcase } from "@/components/ui/icons";
import { continueApplicationPath } from "../paths";
import { APPLICATION_STAGE_LABELS, type ApplicationSummary } from "@/features/applications/types";
import type { StageEvent } from "../types";
import { formatDay } from "./format-date";
import { StageBadge } from "./stage-badge";

/** The steps to show: the recorded history, or (for an application from before history was kept) its sending. */
function stepsOf(application: ApplicationSummary, history: StageEvent[]): { stage: StageEvent["stage"]; at: string }[] {
  if (history.length) return history.map((h) => ({ stage: h.stage, at: h.at }));
  return application.submittedAt ? [{ stage: "applied", at: application.submittedAt }] : [];
}

function ApplicationItem({ application: a, history }: { application: ApplicationSummary; history: StageEvent[] }) {
  const draft = a.stage === "draft";
  const steps = stepsOf(a, history);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4 shadow-sm" data-testid="application">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold leading-snug">
            <Link href={jobDetailPath(a.job.id)}>{a.job.title}</Link>
          </h3>
          <p className="break-words text-sm text-foreground">
            {a.job.companyName}
            {a.job.location ? ` · ${a.job.location}` : ""}
          </p>
        </div>
        <StageBadge stage={a.stage} />
      </div>
      <p className="text-sm text-muted-foreground">
        {draft
          ? `Started, not sent yet.${a.draftExpiresAt ? ` Kept until ${formatDay(a.draftExpiresAt)}.` : ""}`
          : `${a.channel === "external" ? "Applied on the employer's site" : "Applied on Upstep"}${a.submittedAt ? ` on ${formatDay(a.submittedAt)}` : ""}.`}
        {a.job.status === "closed" ? " This job is closed." : ""}
      </p>
      {draft ? (
        a.job.status === "open" ? (
          <div>
            <Link href={continueApplicationPath(a.job.id)} className={buttonClasses("primary", "sm")} aria-label={`Continue your application for ${a.job.title}`}>
              Continue
            </Link>
          </div>
        ) : null
      ) : steps.length ? (
        <Accordion type="single" collapsible>
          <AccordionItem value="history" className="border-b-0">
            <AccordionTrigger className="py-1 text-sm">
              <span>
                Stage history<span className="sr-only"> of {a.job.title}</span>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <ol className="flex flex-col gap-1 border-l-2 border-border pl-4 text-sm">
                {steps.map((s, i) => (
                  <li key={`${s.stage}-${i}`}>
                    <span className="font-semibold">{APPLICATION_STAGE_LABELS[s.stage]}</span>
                    <span className="text-muted-foreground"> · {formatDay(s.at)}</span>
                  </li>
                ))}
              </ol>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      ) : null}
    </li>
  );
}

/** The Applied tab: every application and started draft, the latest activity first; withdrawn ones say so. */
export function AppliedList({ applications, histories }: { applications: ApplicationSummary[]; histories: Record<string, StageEvent[]> }) {
  if (!applications.length) {
    return (
      <EmptyState
        icon={<Briefcase />}
        title="No applications yet"
        action={
          <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
            Search jobs
          </Link>
        }
      >
        Jobs you apply to on Upstep, the applications you start, and the jobs you tell us you applied to on an employer&apos;s site are listed here
        with where each one stands.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your applications" className="flex flex-col gap-3">
      {applications.map((a) => (
        <ApplicationItem key={a.id} application={a} history={histories[a.id] ?? []} />
      ))}
    </ul>
  );
}
