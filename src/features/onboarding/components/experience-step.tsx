"use client";

import { Controller, useForm } from "react-hook-form";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { EXPERIENCE_LEVELS } from "@/features/candidate-preferences/schemas";
import { experienceStepSchema, type ExperienceStepInput, type ExperienceStepValues } from "../schemas";
import { ChoiceGroup } from "./choice-group";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";
import { useStepSave } from "./use-step-save";

/** Step 4: experience level (EXPERIENCE_LEVELS) and years of experience. */
export function ExperienceStep({ view, onSaved, nav }: StepProps) {
  const form = useForm<ExperienceStepInput, unknown, ExperienceStepValues>({ resolver: zodResolver(experienceStepSchema), defaultValues: view.answers.experience, mode: "onTouched" });
  const { save, submit, busy } = useStepSave("experience", form, onSaved);
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Your experience">
        <Controller
          control={form.control}
          name="experienceLevel"
          render={({ field, fieldState }) => (
            <ChoiceGroup legend="Experience level" choices={EXPERIENCE_LEVELS} value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={busy} />
          )}
        />
        <FormField name="yearsOfExperience" label="Years of experience" hint="A whole number, e.g. 8" className="sm:max-w-56" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
        <ErrorAlert error={save.error} />
        <StepFooter nav={nav} busy={busy} />
      </form>
    </Form>
  );
}
