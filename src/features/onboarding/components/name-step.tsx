"use client";

import { useForm } from "react-hook-form";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { nameStepSchema, type NameStepInput, type NameStepValues } from "../schemas";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";
import { useStepSave } from "./use-step-save";

/** Step 1: first and last name (the account's name is offered until the profile has one). */
export function NameStep({ view, onSaved, nav, suggested }: StepProps & { suggested: { firstName: string; lastName: string } }) {
  const saved = view.answers.name;
  const defaults = saved.firstName || saved.lastName ? saved : suggested;
  const form = useForm<NameStepInput, unknown, NameStepValues>({ resolver: zodResolver(nameStepSchema), defaultValues: defaults, mode: "onTouched" });
  const { save, submit, busy } = useStepSave("name", form, onSaved);
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Your name">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="firstName" label="First name" render={(f) => <Input {...f} autoComplete="given-name" disabled={busy} />} />
          <FormField name="lastName" label="Last name" render={(f) => <Input {...f} autoComplete="family-name" disabled={busy} />} />
        </div>
        <ErrorAlert error={save.error} />
        <StepFooter nav={nav} busy={busy} />
      </form>
    </Form>
  );
}
