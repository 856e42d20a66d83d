"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/api/client";
import { SELF_REPORT_INTRO, selfReportQuestions, type SelfReportQuestion } from "../forms";
import { selfIdentificationApiPath } from "../paths";
import type { SelfIdentificationInput } from "../schemas";
import type { SelfIdentificationAnswers, SelfIdentificationView } from "../types";
import { ChoiceFieldset } from "./choice-fieldset";
import { Cc305Form, ProtectedVeteranForm, type Cc305Draft } from "./ofccp-forms";

/*
 * The apply flow's voluntary self-identification step (issue 15 part 2, decision 034), embedded by the
 * apply page. It shows the forms its flags enable, loads the person's saved answers, saves them
 * through the owner-only API and then calls onDone. "Skip" moves on without saving: every question
 * is voluntary, and the step says so. The answers never reach the application the employer reads.
 */
export type SelfIdentificationStepProps = { applicationId: string; selfReport: boolean; ofccp: boolean; onDone: () => void; onBack: () => void };

type Draft = Pick<SelfIdentificationAnswers, SelfReportQuestion["key"]> & { cc305: Cc305Draft; protectedVeteran?: string };

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function draftOf(saved: SelfIdentificationAnswers | null): Draft {
  return {
    gender: saved?.gender,
    raceEthnicity: saved?.raceEthnicity,
    veteranStatus: saved?.veteranStatus,
    disability: saved?.disability,
    cc305: { answer: saved?.cc305?.answer, name: saved?.cc305?.name ?? "", date: saved?.cc305?.date || today() },
    protectedVeteran: saved?.protectedVeteran?.answer,
  };
}

/** What is sent: every answer given (including those of a form not shown now, kept as they were). */
function inputOf(draft: Draft): SelfIdentificationInput {
  const input: Record<string, unknown> = {};
  for (const key of ["gender", "raceEthnicity", "veteranStatus", "disability"] as const) if (draft[key]) input[key] = draft[key];
  if (draft.cc305.answer) input.cc305 = { answer: draft.cc305.answer, name: draft.cc305.name, date: draft.cc305.date };
  if (draft.protectedVeteran) input.protectedVeteran = { answer: draft.protectedVeteran };
  return input as SelfIdentificationInput;
}

export function SelfIdentificationStep({ applicationId, selfReport, ofccp, onDone, onBack }: SelfIdentificationStepProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<SelfIdentificationView>(selfIdentificationApiPath(applicationId), undefined, controller.signal)
      .then((view) => setDraft(draftOf(view.answers)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error);
      });
    return () => controller.abort();
  }, [applicationId]);

  if (loadError) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorAlert error={loadError} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Skip this step
          </Button>
        </div>
      </div>
    );
  }
  if (!draft) return <Spinner label="Loading your answers" />;

  const issues = saveError instanceof ApiError ? Object.fromEntries(saveError.fieldIssues.map((i) => [i.path, i.message])) : {};

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    setSaveError(null);
    try {
      await api.put(selfIdentificationApiPath(applicationId), inputOf(draft));
      onDone();
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex min-w-0 flex-col gap-6" aria-labelledby="self-id-title">
      <header className="flex flex-col gap-2">
        <h2 id="self-id-title" className="text-xl font-semibold">
          Voluntary self-identification
        </h2>
        {SELF_REPORT_INTRO.map((p) => (
          <p key={p.slice(0, 24)} className="text-sm text-muted-foreground">
            {p}
          </p>
        ))}
        <p className="text-sm text-muted-foreground">You can skip this step: every question here is voluntary.</p>
      </header>

      {selfReport
        ? selfReportQuestions(ofccp).map((q) => (
            <ChoiceFieldset key={q.key} legend={q.legend} choices={q.choices} value={draft[q.key]} onChange={(code) => setDraft({ ...draft, [q.key]: code })} />
          ))
        : null}
      {ofccp ? (
        <>
          <ProtectedVeteranForm answer={draft.protectedVeteran} onChange={(answer) => setDraft({ ...draft, protectedVeteran: answer })} />
          <Cc305Form draft={draft.cc305} onChange={(cc305) => setDraft({ ...draft, cc305 })} nameError={issues["cc305.name"]} dateError={issues["cc305.date"]} />
        </>
      ) : null}
      {!selfReport && !ofccp ? <Alert>There are no self-identification questions for this job.</Alert> : null}

      {saveError && !issues["cc305.name"] && !issues["cc305.date"] ? <ErrorAlert error={saveError} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="ghost" onClick={onDone} disabled={saving}>
            Skip this step
          </Button>
          <Button type="submit" loading={saving}>
            Save and continue
          </Button>
        </div>
      </div>
    </form>
  );
}
