"use client";

import { Controller, useForm } from "react-hook-form";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, zodResolver } from "@/components/ui/form";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";
import { authorizationStepSchema, type AuthorizationStepInput, type AuthorizationStepValues } from "../schemas";
import { ChoiceGroup, type Choice } from "./choice-group";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";
import { useStepSave } from "./use-step-save";

const CHOICES: Choice[] = [...WORK_AUTHORIZATIONS, { value: "", label: "Prefer not to say" }];

/** Step 5: work authorisation (WORK_AUTHORIZATIONS, or not said). */
export function AuthorizationStep({ view, onSaved, nav }: StepProps) {
  const form = useForm<AuthorizationStepInput, unknown, AuthorizationStepValues>({ resolver: zodResolver(authorizationStepSchema), defaultValues: view.answers.authorization, mode: "onTouched" });
  const { save, submit, busy } = useStepSave("authorization", form, onSaved);
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Work authorization">
        <Controller
          control={form.control}
          name="workAuthorization"
          render={({ field, fieldState }) => <ChoiceGroup legend="Work authorization" choices={CHOICES} value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={busy} />}
        />
        <ErrorAlert error={save.error} />
        <StepFooter nav={nav} busy={busy} />
      </form>
    </Form>
  );
}
