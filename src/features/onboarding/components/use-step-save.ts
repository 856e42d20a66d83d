"use client";

import { useMutation } from "@tanstack/react-query";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { api } from "@/lib/api/client";
import { showServerIssues } from "@/features/candidate-profile/components/server-issues";
import { onboardingStepApi } from "../paths";
import type { OnboardingStep } from "../steps";
import type { OnboardingView } from "../types";

/*
 * Saves one step: sends what was typed (the server parses it with the same schema the form's resolver
 * used); on success the flow moves on, on failure the form keeps every value and shows the server's
 * per-field messages under the fields and its message above the buttons.
 */
export function useStepSave<TInput extends FieldValues, TOutput>(step: OnboardingStep, form: UseFormReturn<TInput, unknown, TOutput>, onSaved: (view: OnboardingView) => void) {
  const save = useMutation({
    mutationFn: (values: TInput) => api.put<OnboardingView>(onboardingStepApi(step), values),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => showServerIssues(error, form.setError),
  });
  const submit = form.handleSubmit(() => save.mutate(form.getValues()));
  return { save, submit, busy: save.isPending };
}
