"use client";

import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { WORK_HISTORY_API } from "../paths";
import { workHistorySchema, type WorkHistoryInput, type WorkHistoryValues } from "../schemas";
import type { WorkHistoryEntry } from "../types";
import type { EntryFormProps } from "./entry-list-editor";
import { EntryFormButtons } from "./entry-form-buttons";
import { MonthSelect } from "./month-select";
import { showServerIssues } from "./server-issues";

const str = (n: number | null) => (n === null ? "" : String(n));

function toInput(e: WorkHistoryEntry | null): WorkHistoryInput {
  return {
    employer: e?.employer ?? "",
    title: e?.title ?? "",
    location: e?.location ?? "",
    startMonth: str(e?.startMonth ?? null),
    startYear: str(e?.startYear ?? null),
    endMonth: str(e?.endMonth ?? null),
    endYear: str(e?.endYear ?? null),
    isCurrent: e?.isCurrent ?? false,
    description: e?.description ?? "",
  };
}

/** One job: added with POST, edited with PATCH; a failed save keeps what was typed. */
export function WorkHistoryForm({ entry, onSaved, onCancel }: EntryFormProps<WorkHistoryEntry>) {
  const form = useForm<WorkHistoryInput, unknown, WorkHistoryValues>({ resolver: zodResolver(workHistorySchema), defaultValues: toInput(entry), mode: "onTouched" });
  const isCurrent = useWatch({ control: form.control, name: "isCurrent" });
  const save = useMutation({
    mutationFn: (values: WorkHistoryInput) => (entry ? api.patch<WorkHistoryEntry>(`${WORK_HISTORY_API}/${entry.id}`, values) : api.post<WorkHistoryEntry>(WORK_HISTORY_API, values)),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-5" aria-label={entry ? `Edit ${entry.employer}` : "New job"}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="title" label="Job title" render={(f) => <Input {...f} disabled={busy} />} />
          <FormField name="employer" label="Employer" render={(f) => <Input {...f} disabled={busy} />} />
        </div>
        <FormField name="location" label="Location" render={(f) => <Input {...f} disabled={busy} />} />
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
          <FormField name="startMonth" label="Start month" render={(f) => <MonthSelect {...f} disabled={busy} />} />
          <FormField name="startYear" label="Start year" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
          {isCurrent ? null : (
            <>
              <FormField name="endMonth" label="End month" render={(f) => <MonthSelect {...f} disabled={busy} />} />
              <FormField name="endYear" label="End year" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
            </>
          )}
        </div>
        <FormField
          name="isCurrent"
          label="I work here now"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <FormField name="description" label="Description and highlights" render={(f) => <Textarea {...f} rows={4} disabled={busy} />} />
        <ErrorAlert error={save.error} />
        <EntryFormButtons busy={busy} onCancel={onCancel} saveLabel={entry ? "Save job" : "Add job"} />
      </form>
    </Form>
  );
}
