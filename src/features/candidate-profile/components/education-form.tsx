"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { EDUCATION_API } from "../paths";
import { educationSchema, type EducationInput, type EducationValues } from "../schemas";
import type { EducationEntry } from "../types";
import type { EntryFormProps } from "./entry-list-editor";
import { EntryFormButtons } from "./entry-form-buttons";
import { showServerIssues } from "./server-issues";

const str = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** One school: added with POST, edited with PATCH; a failed save keeps what was typed. */
export function EducationForm({ entry, onSaved, onCancel }: EntryFormProps<EducationEntry>) {
  const form = useForm<EducationInput, unknown, EducationValues>({
    resolver: zodResolver(educationSchema),
    defaultValues: { school: entry?.school ?? "", degree: entry?.degree ?? "", fieldOfStudy: entry?.fieldOfStudy ?? "", startYear: str(entry?.startYear), endYear: str(entry?.endYear) },
    mode: "onTouched",
  });
  const save = useMutation({
    mutationFn: (values: EducationInput) => (entry ? api.patch<EducationEntry>(`${EDUCATION_API}/${entry.id}`, values) : api.post<EducationEntry>(EDUCATION_API, values)),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-5" aria-label={entry ? `Edit ${entry.school}` : "New school"}>
        <FormField name="school" label="School" render={(f) => <Input {...f} disabled={busy} />} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="degree" label="Degree" hint="e.g. BSN, High school diploma, Certificate" render={(f) => <Input {...f} disabled={busy} />} />
          <FormField name="fieldOfStudy" label="Field of study" render={(f) => <Input {...f} disabled={busy} />} />
        </div>
        <div className="grid grid-cols-2 gap-5 sm:max-w-sm">
          <FormField name="startYear" label="Start year" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
          <FormField name="endYear" label="End year" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
        </div>
        <ErrorAlert error={save.error} />
        <EntryFormButtons busy={busy} onCancel={onCancel} saveLabel={entry ? "Save school" : "Add school"} />
      </form>
    </Form>
  );
}
