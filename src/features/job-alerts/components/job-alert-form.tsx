"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { ChoiceGroupField } from "@/features/candidate-preferences/components/choice-group-field";
import { EntryFormButtons } from "@/features/candidate-profile/components/entry-form-buttons";
import { showServerIssues } from "@/features/candidate-profile/components/server-issues";
import { EMPLOYMENT_TYPE_OPTIONS } from "@/features/candidate-preferences/schemas";
import { JOB_ALERTS_API } from "../paths";
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_LIMITS, jobAlertSchema, type JobAlertInput, type JobAlertValues } from "../schemas";
import { describeJobAlert } from "../search-path";
import type { JobAlert } from "../types";

/** The filters a search made on /jobs adds (category, company, minimum pay): shown, not edited here, and kept on save (the form's PATCH leaves them alone). */
function searchFilters(a: JobAlert | null): string {
  if (!a) return "";
  return describeJobAlert({ keywords: "", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [], categorySlug: a.categorySlug, subcategorySlug: a.subcategorySlug, companySlug: a.companySlug, minSalary: a.minSalary });
}

function toInput(a: JobAlert | null): JobAlertInput {
  return {
    name: a?.name ?? "",
    keywords: a?.keywords ?? "",
    location: a?.location ?? "",
    radiusMiles: a?.radiusMiles == null ? "" : String(a.radiusMiles),
    remoteOnly: a?.remoteOnly ?? false,
    employmentTypes: a?.employmentTypes ?? [],
    frequency: a?.frequency ?? "daily",
    active: a?.active ?? true,
  };
}

type Props = { alert: JobAlert | null; onSaved: (alert: JobAlert) => void; onCancel: () => void };

/** One job alert: created with POST, edited with PATCH (every field); a failed save keeps what was typed. */
export function JobAlertForm({ alert, onSaved, onCancel }: Props) {
  const form = useForm<JobAlertInput, unknown, JobAlertValues>({ resolver: zodResolver(jobAlertSchema), defaultValues: toInput(alert), mode: "onTouched" });
  const save = useMutation({
    mutationFn: (values: JobAlertInput) => (alert ? api.patch<JobAlert>(`${JOB_ALERTS_API}/${alert.id}`, values) : api.post<JobAlert>(JOB_ALERTS_API, values)),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;
  const filters = searchFilters(alert);
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-5" aria-label={alert ? `Edit ${alert.name}` : "New job alert"}>
        <FormField name="name" label="Alert name" hint="For you, e.g. Night shifts near home." render={(f) => <Input {...f} disabled={busy} />} />
        <FormField name="keywords" label="Keywords" hint="Job titles, skills or companies, as in the job search." render={(f) => <Input {...f} type="search" enterKeyHint="done" disabled={busy} />} />
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <FormField name="location" label="Location" hint="City, state or ZIP code." render={(f) => <Input {...f} autoComplete="off" disabled={busy} />} />
          <FormField
            name="radiusMiles"
            label="Radius (miles)"
            hint={`${JOB_ALERT_LIMITS.radiusMin} to ${JOB_ALERT_LIMITS.radiusMax}.`}
            render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />}
          />
        </div>
        <FormField
          name="remoteOnly"
          label="Remote jobs only"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <ChoiceGroupField<JobAlertInput> name="employmentTypes" legend="Employment types" hint="None chosen means any." options={EMPLOYMENT_TYPE_OPTIONS} disabled={busy} />
        {filters ? (
          <p className="break-words text-sm text-muted-foreground" data-testid="alert-filters">
            Also in this search: {filters}. Kept when you save; to change them, make a new alert from a job search.
          </p>
        ) : null}
        <ChoiceGroupField<JobAlertInput> name="frequency" type="radio" legend="How often" options={JOB_ALERT_FREQUENCIES} disabled={busy} />
        <ErrorAlert error={save.error} />
        <EntryFormButtons busy={busy} onCancel={onCancel} saveLabel={alert ? "Save alert" : "Create alert"} />
      </form>
    </Form>
  );
}
