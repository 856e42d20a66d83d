"use client";

import { useForm } from "react-hook-form";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { locationStepSchema, type LocationStepInput, type LocationStepValues } from "../schemas";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";
import { useStepSave } from "./use-step-save";

/** Step 2: where: a ZIP code, or a city and state, or remote jobs only. */
export function LocationStep({ view, onSaved, nav }: StepProps) {
  const form = useForm<LocationStepInput, unknown, LocationStepValues>({ resolver: zodResolver(locationStepSchema), defaultValues: view.answers.location, mode: "onTouched" });
  const { save, submit, busy } = useStepSave("location", form, onSaved);
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Where you want to work">
        <p className="text-sm text-muted-foreground">A ZIP code, or a city and state, or remote jobs only. We use it to find jobs near you.</p>
        <FormField name="postalCode" label="ZIP code" hint="5 digits, e.g. 60601" className="sm:max-w-56" render={(f) => <Input {...f} inputMode="numeric" autoComplete="postal-code" disabled={busy} />} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="city" label="City" render={(f) => <Input {...f} autoComplete="address-level2" disabled={busy} />} />
          <FormField name="state" label="State" render={(f) => <Input {...f} autoComplete="address-level1" disabled={busy} />} />
        </div>
        <FormField
          name="remoteOnly"
          label="Remote jobs only"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <ErrorAlert error={save.error} />
        <StepFooter nav={nav} busy={busy} />
      </form>
    </Form>
  );
}
