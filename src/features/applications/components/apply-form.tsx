"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ApplicationProfileSnapshot } from "@/db/schema/applications";
import { api, ApiError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import type { ResumeSummary } from "@/features/resumes/types";
import { applicationByJobApi, applicationSubmittedPath, APPLICATIONS_API } from "../paths";
import type { ApplySource } from "../source";
import { APPLICATION_MESSAGES } from "../messages";
import { APPLICATION_LIMITS, coverLetterField } from "../schemas";
import { answerIssue } from "../screening-rules";
import type { ApplicationDetail, ApplyStep, ScreeningQuestion } from "../types";
import { ApplicationDetails, ProfileSummary } from "./application-details";
import { ResumeStep } from "./resume-step";
import { ScreeningQuestionField } from "./screening-question-field";

/*
 * The apply form (issue 15 part 1, decision 033): profile check, resume, cover letter and screening
 * questions, self-identification (only when its flags are on; the self-identification feature's own
 * step), review, submit. Every Continue saves the draft (PUT by-job), so leaving and coming back within
 * 14 days resumes at the same step with what was entered. The server checks everything again.
 */
const SelfIdentificationStep = dynamic(() => import("@/features/self-identification/components/self-identification-step").then((m) => m.SelfIdentificationStep), { ssr: false });

const STEP_TITLES: Record<ApplyStep, string> = {
  profile: "Check your profile",
  resume: "Choose a resume",
  questions: "Cover letter and questions",
  "self-id": "Voluntary self-identification",
  review: "Review and submit",
};

export type ApplyFormProps = {
  job: { id: string; title: string; companyName: string };
  draft: ApplicationDetail | null;
  profile: ApplicationProfileSnapshot;
  profileEditPath: string;
  resumes: ResumeSummary[];
  questions: ScreeningQuestion[];
  parsingEnabled: boolean;
  selfId: { selfReport: boolean; ofccp: boolean };
  /** Where the person came to apply from; sent with the saves, kept from the first (decision 040). */
  source?: ApplySource;
};

type Issues = Record<string, string>;

function issuesOf(error: unknown): Issues {
  return error instanceof ApiError ? Object.fromEntries(error.fieldIssues.map((i) => [i.path, i.message])) : {};
}

export function ApplyForm({ job, draft, profile, profileEditPath, resumes: initialResumes, questions, parsingEnabled, selfId, source }: ApplyFormProps) {
  const router = useRouter();
  const steps: ApplyStep[] = ["profile", "resume", "questions", ...(selfId.selfReport || selfId.ofccp ? (["self-id"] as const) : []), "review"];
  const [step, setStep] = useState<ApplyStep>(draft && steps.includes(draft.draftStep) ? draft.draftStep : "profile");
  const [applicationId, setApplicationId] = useState(draft?.id ?? null);
  const [resumes, setResumes] = useState(initialResumes);
  const [resumeId, setResumeId] = useState<string | null>(draft?.resumeId ?? initialResumes.find((r) => r.isDefault)?.id ?? null);
  const [coverLetter, setCoverLetter] = useState(draft?.coverLetter ?? "");
  const [answers, setAnswers] = useState<Record<string, string>>(Object.fromEntries((draft?.answers ?? []).map((a) => [a.questionId, a.answer])));
  const [issues, setIssues] = useState<Issues>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step takes focus at its heading (not on the first render), so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  const index = steps.indexOf(step);
  const go = (next: ApplyStep) => {
    setIssues({});
    setError(null);
    setStep(next);
  };
  const answerList = () => questions.map((q) => ({ questionId: q.id, answer: (answers[q.id] ?? "").trim() }));

  async function save(patch: Record<string, unknown>, next: ApplyStep) {
    setBusy(true);
    setError(null);
    try {
      const saved = await api.put<ApplicationDetail>(applicationByJobApi(job.id), { ...patch, draftStep: next, ...(source && !draft ? { source } : {}) });
      setApplicationId(saved.id);
      go(next);
    } catch (err) {
      setIssues(issuesOf(err));
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  function continueFromQuestions() {
    const found: Issues = {};
    const letter = coverLetterField.safeParse(coverLetter);
    if (!letter.success) found.coverLetter = letter.error.issues[0]!.message;
    for (const q of questions) {
      const issue = answerIssue(q, (answers[q.id] ?? "").trim(), true);
      if (issue) found[`answers.${q.id}`] = issue;
    }
    setIssues(found);
    if (Object.keys(found).length) return;
    void save({ coverLetter, answers: answerList() }, steps[index + 1]!);
  }

  async function submit() {
    if (!applicationId) return;
    setBusy(true);
    setError(null);
    try {
      await api.post<ApplicationDetail>(`${APPLICATIONS_API}/${applicationId}/submit`);
      router.push(applicationSubmittedPath(job.id));
    } catch (err) {
      const found = issuesOf(err);
      setIssues(found);
      setError(err);
      if (found.resumeId) setStep("resume");
      else if (Object.keys(found).some((k) => k.startsWith("answers."))) setStep("questions");
      setBusy(false);
    }
  }

  const nav = (next: () => void, label = "Continue") => (
    <div className="flex flex-wrap justify-between gap-3 pt-2">
      {index > 0 ? (
        <Button variant="outline" onClick={() => go(steps[index - 1]!)} disabled={busy}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={next} loading={busy}>
        {label}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (step === "profile") {
    body = (
      <>
        <p className="text-sm text-muted-foreground">This is what {job.companyName} receives with your application.</p>
        <Card className="bg-muted/40">
          <ProfileSummary profile={profile} />
        </Card>
        <p className="text-sm">
          Something to change? <Link href={profileEditPath}>Edit your profile</Link> and come back: your application is kept.
        </p>
        {nav(() => void save({}, "resume"))}
      </>
    );
  } else if (step === "resume") {
    body = (
      <>
        <ResumeStep
          resumes={resumes}
          value={resumeId}
          error={issues.resumeId}
          parsingEnabled={parsingEnabled}
          onChange={setResumeId}
          onUploaded={(resume) => {
            setResumes((list) => [resume, ...list.filter((r) => r.id !== resume.id)]);
            setResumeId(resume.id);
          }}
        />
        {nav(() => (resumeId ? void save({ resumeId }, "questions") : setIssues({ resumeId: APPLICATION_MESSAGES.chooseResume })))}
      </>
    );
  } else if (step === "questions") {
    body = (
      <>
        <Field label="Cover letter (optional)" hint={`${(APPLICATION_LIMITS.coverLetter - coverLetter.length).toLocaleString("en-US")} of ${APPLICATION_LIMITS.coverLetter.toLocaleString("en-US")} characters left.`} error={issues.coverLetter}>
          <Textarea value={coverLetter} onChange={(e) => setCoverLetter(e.target.value)} rows={6} />
        </Field>
        {questions.length ? (
          <fieldset className="flex flex-col gap-5">
            <legend className="mb-3 text-base font-semibold">Questions from {job.companyName}</legend>
            {questions.map((q) => (
              <ScreeningQuestionField key={q.id} question={q} value={answers[q.id] ?? ""} error={issues[`answers.${q.id}`]} onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))} />
            ))}
          </fieldset>
        ) : null}
        {nav(continueFromQuestions)}
      </>
    );
  } else if (step === "self-id") {
    body = applicationId ? <SelfIdentificationStep applicationId={applicationId} selfReport={selfId.selfReport} ofccp={selfId.ofccp} onDone={() => void save({}, "review")} onBack={() => go("questions")} /> : null;
  } else {
    const resume = resumes.find((r) => r.id === resumeId);
    body = (
      <>
        <ApplicationDetails
          profile={profile}
          resume={resume ? resume.fileName : "No resume chosen"}
          coverLetter={coverLetter.trim()}
          answers={questions.map((q) => ({ questionId: q.id, prompt: q.prompt, kind: q.kind, answer: (answers[q.id] ?? "").trim() }))}
          onEdit={go}
        />
        {nav(() => void submit(), "Submit application")}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ol aria-label="Application steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {steps.map((s, i) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className={cn(s === step ? "font-semibold text-foreground" : "text-muted-foreground")}>
            {i + 1}. {STEP_TITLES[s]}
          </li>
        ))}
      </ol>
      <Card className="flex flex-col gap-4">
        {step === "self-id" ? null : (
          <h2 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
            Step {index + 1} of {steps.length}: {STEP_TITLES[step]}
          </h2>
        )}
        {Object.keys(issues).length === 0 ? <ErrorAlert error={error} /> : <Alert tone="danger">Please check the highlighted answers.</Alert>}
        {body}
      </Card>
    </div>
  );
}
