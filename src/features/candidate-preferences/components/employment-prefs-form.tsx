"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { showServerIssues } from "@/features/candidate-profile/components/server-issues";
import { EMPLOYMENT_PREFS_API } from "../paths";
import { EMPLOYMENT_TYPE_OPTIONS, employmentPrefsSchema, PREFERENCE_LIMITS, SHIFTS, WORK_ARRANGEMENTS, type EmploymentPrefs, type EmploymentPrefsInput } from "../schemas";
import type { CandidatePreferences, CategoryOption, EmploymentPrefsView } from "../types";
import { ChoiceGroupField } from "./choice-group-field";
import { DesiredTitlesField } from "./desired-titles-field";

function toInput(e: EmploymentPrefsView): EmploymentPrefsInput {
  return {
    desiredTitles: e.desiredTitles.length ? e.desiredTitles : [""],
    desiredCategories: e.desiredCategories,
    employmentTypes: e.employmentTypes,
    workArrangements: e.workArrangements,
    shifts: e.shifts,
    willingToRelocate: e.willingToRelocate,
    maxCommuteMiles: e.maxCommuteMiles === null ? "" : String(e.maxCommuteMiles),
    availableFrom: e.availableFrom ?? "",
  };
}

/*
 * Employment preferences (decision 027): the shared schema checks as the person goes and on submit;
 * the form sends what was typed and the server checks it again. A failed save keeps every value, with
 * the server's message and its per-field messages under the fields.
 */
export function EmploymentPrefsForm({ initial, categories }: { initial: EmploymentPrefsView; categories: CategoryOption[] }) {
  const form = useForm<EmploymentPrefsInput, unknown, EmploymentPrefs>({ resolver: zodResolver(employmentPrefsSchema), defaultValues: toInput(initial), mode: "onTouched" });
  // Bumped after each save, so the titles field shows as many boxes as were saved.
  const [saves, setSaves] = useState(0);
  const save = useMutation({
    mutationFn: (values: EmploymentPrefsInput) => api.put<CandidatePreferences>(EMPLOYMENT_PREFS_API, values),
    meta: { silent: true },
    onSuccess: (saved) => {
      form.reset(toInput(saved.employment));
      setSaves((n) => n + 1);
      void loadToast().then((toast) => toast.success("Employment preferences saved."));
    },
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-6" aria-label="Employment preferences">
        <DesiredTitlesField key={saves} disabled={busy} />
        <ChoiceGroupField<EmploymentPrefsInput>
          name="desiredCategories"
          legend="Job categories"
          hint={categories.length ? `Up to ${PREFERENCE_LIMITS.desiredCategories}.` : "No job categories are listed yet."}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          disabled={busy}
        />
        <ChoiceGroupField<EmploymentPrefsInput> name="employmentTypes" legend="Employment types" options={EMPLOYMENT_TYPE_OPTIONS} disabled={busy} />
        <ChoiceGroupField<EmploymentPrefsInput> name="workArrangements" legend="Work arrangements" options={WORK_ARRANGEMENTS} disabled={busy} />
        <ChoiceGroupField<EmploymentPrefsInput> name="shifts" legend="Shifts" options={SHIFTS} disabled={busy} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="maxCommuteMiles"
            label="Maximum commute (miles)"
            hint={`Up to ${PREFERENCE_LIMITS.maxCommuteMiles}; leave empty if it does not matter.`}
            render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />}
          />
          <FormField name="availableFrom" label="Start date" hint="The first day you could start a new job." render={(f) => <Input {...f} type="date" disabled={busy} />} />
        </div>
        <FormField
          name="willingToRelocate"
          label="I am willing to relocate"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={busy}>
            Save employment preferences
          </Button>
        </div>
      </form>
    </Form>
  );
}
