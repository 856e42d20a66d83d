"use client";

import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { api } from "@/lib/api/client";
import { ONBOARDING_COMPLETE_API, ONBOARDING_COMPLETE_PATH, ONBOARDING_POSITION_API, ONBOARDING_SKIP_API } from "../paths";
import { CANDIDATE_DASHBOARD_PATH } from "../redirects";
import { nextStep, ONBOARDING_STEPS, previousStep, stepIndex, type OnboardingStep } from "../steps";
import type { CategoryOption, OnboardingView } from "../types";
import { AuthorizationStep } from "./authorization-step";
import { ExperienceStep } from "./experience-step";
import { LocationStep } from "./location-step";
import { NameStep } from "./name-step";
import { ResumeStep, type ResumeRules } from "./resume-step";
import type { StepNav } from "./step-props";
import { WorkStep } from "./work-step";

/*
 * /onboarding (decision 030): one step at a time, resumed at the step the server remembers, each
 * answer saved as the person goes. The step's question is the page's one h1; focus moves to it when
 * the step changes. "Skip for now" ends the flow (the dashboard); Finish ends it at
 * /onboarding/complete. Full navigations for both, so the next page is rendered by the server.
 */
export function OnboardingFlow({
  initial,
  categories,
  suggestedName,
  resumeRules,
  reviewEnabled,
}: {
  initial: OnboardingView;
  categories: CategoryOption[];
  suggestedName: { firstName: string; lastName: string };
  resumeRules: ResumeRules;
  /** resume-upload-v4: a parsed resume's proposal is offered for review after the upload. */
  reviewEnabled: boolean;
}) {
  const [view, setView] = useState(initial);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(view.step);

  useEffect(() => {
    if (shownStep.current === view.step) return;
    shownStep.current = view.step;
    heading.current?.focus();
  }, [view.step]);

  const move = useMutation({
    mutationFn: (step: OnboardingStep) => api.put<OnboardingView>(ONBOARDING_POSITION_API, { step }),
    meta: { silent: true },
    onSuccess: setView,
  });
  const skipAll = useMutation({
    mutationFn: () => api.post<OnboardingView>(ONBOARDING_SKIP_API),
    meta: { silent: true },
    onSuccess: () => {
      setLeaving(true);
      window.location.assign(CANDIDATE_DASHBOARD_PATH);
    },
  });
  const finish = useMutation({
    mutationFn: () => api.post<OnboardingView>(ONBOARDING_COMPLETE_API),
    meta: { silent: true },
    onSuccess: () => {
      setLeaving(true);
      window.location.assign(ONBOARDING_COMPLETE_PATH);
    },
  });

  const step = view.step;
  const index = stepIndex(step);
  const meta = ONBOARDING_STEPS[index]!;
  const total = ONBOARDING_STEPS.length;
  const nav: StepNav = {
    back: index > 0 ? () => move.mutate(previousStep(step)) : null,
    skipStep: () => move.mutate(nextStep(step)),
    moving: move.isPending || leaving,
  };
  const onSaved = (next: OnboardingView) => {
    move.reset();
    setView(next);
  };
  const props = { view, onSaved, nav };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-muted-foreground" id="onboarding-progress-label">
          Step {index + 1} of {total}: {meta.label}
        </p>
        <Button variant="link" onClick={() => skipAll.mutate()} loading={skipAll.isPending} disabled={leaving || skipAll.isPending}>
          Skip for now
        </Button>
      </div>
      <div
        className="-mt-3 h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-labelledby="onboarding-progress-label"
        aria-valuenow={index + 1}
        aria-valuemin={1}
        aria-valuemax={total}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <h1 ref={heading} tabIndex={-1} className="outline-none" data-step={step}>
        {meta.title}
      </h1>
      <ErrorAlert error={move.error ?? skipAll.error} />
      <Card>
        {step === "name" ? <NameStep key={step} {...props} suggested={suggestedName} /> : null}
        {step === "location" ? <LocationStep key={step} {...props} /> : null}
        {step === "work" ? <WorkStep key={step} {...props} categories={categories} /> : null}
        {step === "experience" ? <ExperienceStep key={step} {...props} /> : null}
        {step === "authorization" ? <AuthorizationStep key={step} {...props} /> : null}
        {step === "resume" ? <ResumeStep key={step} nav={nav} rules={resumeRules} reviewEnabled={reviewEnabled} finishing={finish.isPending || leaving} onFinish={() => finish.mutate()} finishError={finish.error} /> : null}
      </Card>
    </div>
  );
}
