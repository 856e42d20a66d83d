import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { readPersonalityResult, resultEntries } from "../result";
import { ASSESSMENT_STATUS_LABELS, type Assessment } from "../types";
import { assessmentDate } from "./format";
import { PersonalityResults } from "./personality-results";
import { ScoreBar } from "./score-bar";

const STATUS_TONE = { assigned: "warning", "in-progress": "primary", completed: "success", expired: "neutral" } as const;

/** What Upstep holds about one assessment, said plainly: status, score, dates and the result as stored. */
export function AssessmentDetails({ assessment: a }: { assessment: Assessment }) {
  const personality = a.kind === "personality" ? readPersonalityResult(a.result) : null;
  const entries = personality ? [] : resultEntries(a.result);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd>
              <Badge tone={STATUS_TONE[a.status]}>{ASSESSMENT_STATUS_LABELS[a.status]}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Kind</dt>
            <dd>{a.kind === "personality" ? "Personality assessment" : "Skills assessment"}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Assigned</dt>
            <dd>{assessmentDate(a.assignedAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Completed</dt>
            <dd>{a.completedAt ? assessmentDate(a.completedAt) : "Not yet"}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted-foreground">Score</dt>
            <dd>{a.score === null ? (a.status === "completed" ? "This assessment gives no score." : "No score until it is completed.") : <ScoreBar label="Score" score={a.score} />}</dd>
          </div>
        </dl>
      </Card>
      <section aria-labelledby="result-heading" className="flex flex-col gap-3">
        <h2 id="result-heading" className="text-xl">
          Result
        </h2>
        {personality ? (
          <PersonalityResults result={personality} />
        ) : entries.length ? (
          <Card>
            <dl className="grid gap-3 sm:grid-cols-2">
              {entries.map((e) => (
                <div key={e.label} className="min-w-0">
                  <dt className="text-sm text-muted-foreground">{e.label}</dt>
                  <dd className="break-words">{e.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ) : (
          <p className="text-muted-foreground">
            {a.status === "completed" ? "No detailed result was recorded for this assessment." : "There is no result yet: it appears here once the assessment is completed."}
          </p>
        )}
      </section>
    </div>
  );
}
