"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { LANGUAGES, PROFICIENCIES } from "@/lib/languages";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/input";
import { ApiError } from "@/lib/api/client";
import { languageSchema, type LanguageInput, type LanguageValues } from "../language-schemas";
import { LANGUAGES_API } from "../paths";
import type { LanguageEntry } from "../types";
import type { EntryFormProps } from "./entry-list-editor";
import { EntryFormButtons } from "./entry-form-buttons";
import { showServerIssues } from "./server-issues";

const BY_NAME = [...LANGUAGES].sort((a, b) => a.name.localeCompare(b.name, "en"));

/** One language and how well the person speaks it; a language already listed is refused under the field. */
export function LanguageForm({ entry, onSaved, onCancel }: EntryFormProps<LanguageEntry>) {
  const form = useForm<LanguageInput, unknown, LanguageValues>({
    resolver: zodResolver(languageSchema),
    defaultValues: { language: entry?.language ?? "", proficiency: entry?.proficiency ?? "" },
    mode: "onTouched",
  });
  const save = useMutation({
    mutationFn: (values: LanguageInput) => (entry ? api.patch<LanguageEntry>(`${LANGUAGES_API}/${entry.id}`, values) : api.post<LanguageEntry>(LANGUAGES_API, values)),
    meta: { silent: true },
    onSuccess: onSaved,
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;
  // A refusal shown under its field is not repeated above the buttons.
  const otherError = save.error instanceof ApiError && save.error.fieldIssues.length > 0 ? null : save.error;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-5" aria-label={entry ? "Edit language" : "New language"}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="language"
            label="Language"
            render={(f) => (
              <NativeSelect {...f} disabled={busy}>
                <option value="">Choose a language</option>
                {BY_NAME.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          <FormField
            name="proficiency"
            label="Proficiency"
            render={(f) => (
              <NativeSelect {...f} disabled={busy}>
                <option value="">Choose a level</option>
                {PROFICIENCIES.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <ErrorAlert error={otherError} />
        <EntryFormButtons busy={busy} onCancel={onCancel} saveLabel={entry ? "Save language" : "Add language"} />
      </form>
    </Form>
  );
}
