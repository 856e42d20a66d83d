"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api/client";
import { formatPhone } from "@/lib/validation/fields";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { REFERENCES_API } from "../paths";
import { REFERENCE_RELATIONSHIPS, referenceSchema, type ReferenceInput, type ReferenceValues } from "../reference-schemas";
import type { ReferenceEntry } from "../types";
import type { EntryFormProps } from "./entry-list-editor";
import { EntryFormButtons } from "./entry-form-buttons";
import { showServerIssues } from "./server-issues";

function toInput(e: ReferenceEntry | null): ReferenceInput {
  return {
    name: e?.name ?? "",
    relationship: e?.relationship ?? "",
    company: e?.company ?? "",
    title: e?.title ?? "",
    email: e?.email ?? "",
    phone: formatPhone(e?.phone ?? ""),
    note: e?.note ?? "",
    mayContact: e?.mayContact ?? false,
  };
}

/** One reference (decision 026); the phone is shown (xxx) xxx-xxxx, stored as its 10 digits. */
export function ReferenceForm({ entry, onSaved, onCancel }: EntryFormProps<ReferenceEntry>) {
  const form = useForm<ReferenceInput, unknown, ReferenceValues>({ resolver: zodResolver(referenceSchema), defaultValues: toInput(entry), mode: "onTouched" });
  const save = useMutation({
    mutationFn: (values: ReferenceInput) => (entry ? api.patch<ReferenceEntry>(`${REFERENCES_API}/${entry.id}`, values) : api.post<ReferenceEntry>(REFERENCES_API, values)),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;
  const otherError = save.error instanceof ApiError && save.error.fieldIssues.length > 0 ? null : save.error;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-5" aria-label={entry ? `Edit ${entry.name}` : "New reference"}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="name" label="Name" render={(f) => <Input {...f} autoComplete="off" disabled={busy} />} />
          <FormField
            name="relationship"
            label="Relationship"
            render={(f) => (
              <NativeSelect {...f} disabled={busy}>
                <option value="">Choose how you know them</option>
                {REFERENCE_RELATIONSHIPS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FormField name="title" label="Job title" render={(f) => <Input {...f} autoComplete="off" disabled={busy} />} />
          <FormField name="company" label="Company" render={(f) => <Input {...f} autoComplete="off" disabled={busy} />} />
          <FormField name="email" label="Email" render={(f) => <Input {...f} type="email" autoComplete="off" disabled={busy} />} />
          <FormField name="phone" label="Phone number" hint="(xxx) xxx-xxxx" render={(f) => <Input {...f} type="tel" inputMode="tel" autoComplete="off" disabled={busy} />} />
        </div>
        <FormField name="note" label="What they can speak to" hint="For example: my triage work on the cardiac ward, 2018 to 2022." render={(f) => <Textarea {...f} rows={3} disabled={busy} />} />
        <FormField
          name="mayContact"
          label="They agreed to be contacted by employers I allow"
          className="flex flex-row-reverse items-center justify-end gap-2"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
        />
        <ErrorAlert error={otherError} />
        <EntryFormButtons busy={busy} onCancel={onCancel} saveLabel={entry ? "Save reference" : "Add reference"} />
      </form>
    </Form>
  );
}
