import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonLook } from "@/components/ui/button-variants";
import { Download } from "@/components/ui/icons";
import type { ApplicationStage } from "@/db/schema/applications";
import { APPLICATION_STAGE_LABELS } from "@/features/applications/types";
import { REJECTION_REASON_LABELS, SCORECARD_RATING_LABELS, type ActivityView, type ApplicantDetail, type ScorecardView } from "../types";
import { formatDayTime } from "./format";

/* The applicant page's read-only sections (decision 040), rendered on the server. */


export function Section({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function ProfileSection({ detail }: { detail: ApplicantDetail }) {
  const c = detail.candidate;
  return (
    <Section title="Profile" id="profile">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {c.email ? <Fact term="Email" value={c.email} /> : null}
        {c.phone ? <Fact term="Phone" value={c.phone} /> : null}
        {c.location ? <Fact term="Location" value={c.location} /> : null}
        <Fact term="Applied" value={formatDayTime(detail.submittedAt)} />
      </dl>
      {c.summary ? <p className="whitespace-pre-wrap text-sm">{c.summary}</p> : null}
      {c.sections.map((s) => (
        <div key={s.title} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{s.title}</h3>
          <ul className="list-disc pl-5 text-sm">
            {s.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </div>
      ))}
      {detail.coverLetter ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">Cover letter</h3>
          <p className="whitespace-pre-wrap text-sm">{detail.coverLetter}</p>
        </div>
      ) : null}
    </Section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

export function ResumeSection({ detail }: { detail: ApplicantDetail }) {
  const r = detail.resume;
  return (
    <Section
      title="Resume"
      id="resume"
      action={
        r ? (
          <a href={r.downloadUrl} className={buttonLook("outline", "sm")} data-testid="resume-download">
            <Download aria-hidden="true" className="size-4" />
            Download {r.fileName}
          </a>
        ) : undefined
      }
    >
      {!r ? (
        <p className="text-sm text-muted-foreground">No resume was sent with this application.</p>
      ) : r.inlineUrl ? (
        <iframe src={r.inlineUrl} title={`Resume of ${detail.candidate.name}: ${r.fileName}`} className="h-[36rem] w-full rounded-md border border-border bg-muted" data-testid="resume-frame" />
      ) : detail.resumeText ? (
        <pre className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm" data-testid="resume-text" tabIndex={0} aria-label={`Text of ${r.fileName}`}>
          {detail.resumeText}
        </pre>
      ) : (
        <p className="text-sm text-muted-foreground">This file cannot be shown here; download it to read it.</p>
      )}
    </Section>
  );
}

export function AnswersSection({ detail }: { detail: ApplicantDetail }) {
  if (!detail.answers.length) return null;
  return (
    <Section title="Screening answers" id="answers" action={detail.knockedOut ? <Badge tone="warning">Knock-out answer</Badge> : undefined}>
      <dl className="flex flex-col gap-3 text-sm">
        {detail.answers.map((a) => (
          <div key={a.questionId} className="flex flex-col gap-0.5">
            <dt className="font-medium">{a.prompt}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>{a.answer || "Not answered"}</span>
              {a.knockedOut ? <Badge tone="warning">Knock-out</Badge> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function ScorecardSummary({ scorecards, attributes }: { scorecards: ScorecardView[]; attributes: string[] }) {
  if (!scorecards.length) return <p className="text-sm text-muted-foreground">No scorecards yet.</p>;
  const tally = Object.fromEntries(Object.keys(SCORECARD_RATING_LABELS).map((k) => [k, scorecards.filter((s) => s.overall === k).length]));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm" data-testid="scorecard-summary">
        Overall:{" "}
        {Object.entries(tally)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${n} ${SCORECARD_RATING_LABELS[k as keyof typeof SCORECARD_RATING_LABELS]}`)
          .join(", ")}
      </p>
      <ul className="flex flex-col gap-3">
        {scorecards.map((s) => (
          <li key={s.id} className="rounded-md border border-border p-3 text-sm">
            <p className="font-medium">
              {s.authorName}: {SCORECARD_RATING_LABELS[s.overall]}
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
              {attributes
                .filter((a) => s.ratings[a])
                .map((a) => (
                  <li key={a}>
                    {a}: {SCORECARD_RATING_LABELS[s.ratings[a]!]}
                  </li>
                ))}
            </ul>
            {s.notes ? <p className="mt-1 whitespace-pre-wrap">{s.notes}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function activityText(a: ActivityView): string {
  const d = a.detail as Record<string, string | number | null | undefined>;
  switch (a.kind) {
    case "viewed":
      return "opened the application";
    case "stage":
      return `moved it from ${d.fromName} to ${d.toName}${d.reason ? ` (${REJECTION_REASON_LABELS[d.reason as keyof typeof REJECTION_REASON_LABELS] ?? d.reason})` : ""}`;
    case "note":
      return "added a note";
    case "rating":
      return d.rating ? `rated it ${d.rating} of 5` : "took their rating back";
    case "scorecard":
      return `wrote a scorecard${d.overall ? ` (${SCORECARD_RATING_LABELS[d.overall as keyof typeof SCORECARD_RATING_LABELS]})` : ""}`;
    case "email":
      return `emailed the candidate: ${d.subject}`;
    case "resume-download":
      return "downloaded the resume";
  }
}

export function HistorySection({ detail }: { detail: ApplicantDetail }) {
  const items = [
    ...detail.candidateHistory.map((h) => ({ at: h.at, key: `e-${h.at}-${h.stage}`, text: `${h.actorRole === "candidate" ? "The candidate" : h.actorRole === "system" ? "Upstep" : "The hiring team"}: ${APPLICATION_STAGE_LABELS[h.stage as ApplicationStage] ?? h.stage} (what the candidate sees)` })),
    ...detail.activity.map((a) => ({ at: a.at, key: a.id, text: `${a.actorName ?? "A former member"} ${activityText(a)}` })),
  ].sort((x, y) => x.at.localeCompare(y.at));
  return (
    <Section title="History" id="history">
      <ol className="flex flex-col gap-2 text-sm">
        {items.map((i) => (
          <li key={i.key} className="flex flex-col">
            <span className="text-xs text-muted-foreground">{formatDayTime(i.at)}</span>
            <span>{i.text}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
