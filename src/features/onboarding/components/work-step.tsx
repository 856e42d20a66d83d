"use client";

import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field, FieldError as FieldErrorText } from "@/components/ui/field";
import { Form, zodResolver } from "@/components/ui/form";
import { Plus, X } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { PREFERENCE_LIMITS } from "@/features/candidate-preferences/schemas";
import { desiredTitleSchema, workStepSchema, type WorkStepInput, type WorkStepValues } from "../schemas";
import type { CategoryOption } from "../types";
import { StepFooter } from "./step-footer";
import type { StepProps } from "./step-props";
import { useStepSave } from "./use-step-save";

const MAX_TITLES = PREFERENCE_LIMITS.desiredTitles;
const MAX_CATEGORIES = PREFERENCE_LIMITS.desiredCategories;

/** The first message of a list field: the list's own, or its first entry's. */
function listError(error: unknown): string | undefined {
  if (!error) return undefined;
  const e = error as FieldError & { root?: FieldError } & Partial<Record<number, FieldError | undefined>>;
  if (e.message) return e.message;
  if (e.root?.message) return e.root.message;
  return Object.values(e).find((v): v is FieldError => typeof v === "object" && v !== null && typeof (v as FieldError).message === "string")?.message;
}

/** Step 3: the work wanted: up to 5 job titles (typed, one at a time) and up to 5 top-level job categories. */
export function WorkStep({ view, onSaved, nav, categories }: StepProps & { categories: CategoryOption[] }) {
  const form = useForm<WorkStepInput, unknown, WorkStepValues>({ resolver: zodResolver(workStepSchema), defaultValues: view.answers.work, mode: "onTouched" });
  const { save, submit, busy } = useStepSave("work", form, onSaved);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | undefined>();
  const titles = form.watch("desiredTitles");
  const chosen = form.watch("desiredCategories");
  const categoriesHint = useId();
  const categoriesError = useId();
  const full = titles.length >= MAX_TITLES;

  const setTitles = (next: string[]) => form.setValue("desiredTitles", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  /** Adds the typed title; false (with the field's message) when it cannot be. */
  function addDraft(): boolean {
    const parsed = desiredTitleSchema.safeParse(draft);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message);
      return false;
    }
    if (titles.some((t) => t.toLowerCase() === parsed.data.toLowerCase())) {
      setDraft("");
      setDraftError(undefined);
      return true;
    }
    if (full) {
      setDraftError(`Add at most ${MAX_TITLES} job titles`);
      return false;
    }
    setTitles([...titles, parsed.data]);
    setDraft("");
    setDraftError(undefined);
    return true;
  }

  function onTitleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addDraft();
  }

  function toggleCategory(slug: string, on: boolean) {
    const next = on ? [...chosen, slug] : chosen.filter((s) => s !== slug);
    form.setValue("desiredCategories", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  // A title typed but not added yet is added on Continue (or stops it with its message).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (draft.trim() !== "" && !addDraft()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  const titlesError = draftError ?? listError(form.formState.errors.desiredTitles);
  const chosenError = listError(form.formState.errors.desiredCategories);

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="The work you want">
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field label="Job title" hint={`Up to ${MAX_TITLES}. Press Enter or Add title after each one.`} error={titlesError} className="flex-1">
              <Input value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onTitleKey} disabled={busy} placeholder="e.g. Registered Nurse" />
            </Field>
            <Button type="button" variant="outline" onClick={() => addDraft()} disabled={busy || full} className="sm:mt-7">
              <Plus aria-hidden="true" /> Add title
            </Button>
          </div>
          {titles.length > 0 ? (
            <ul aria-label="Job titles you want" className="flex flex-wrap gap-2">
              {titles.map((t) => (
                <li key={t} className="flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-1 pl-3 pr-1 text-sm">
                  <span className="min-w-0 truncate">{t}</span>
                  <Button type="button" variant="ghost" size="icon-sm" className="size-7 rounded-full" aria-label={`Remove ${t}`} disabled={busy} onClick={() => setTitles(titles.filter((x) => x !== t))}>
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={chosenError ? `${categoriesHint} ${categoriesError}` : categoriesHint} aria-invalid={chosenError ? true : undefined}>
          <legend className="font-semibold">Job categories</legend>
          <p id={categoriesHint} className="-mt-1 text-sm text-muted-foreground">
            Choose up to {MAX_CATEGORIES}. {chosen.length} chosen.
          </p>
          {categories.length === 0 ? (
            <p className="text-sm text-muted-foreground">No job categories yet.</p>
          ) : (
            <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {categories.map((c) => {
                const checked = chosen.includes(c.slug);
                return (
                  <label key={c.slug} className="flex items-center gap-2 text-sm">
                    <NativeCheckbox checked={checked} disabled={busy || (!checked && chosen.length >= MAX_CATEGORIES)} onChange={(e) => toggleCategory(c.slug, e.target.checked)} />
                    {c.name}
                  </label>
                );
              })}
            </div>
          )}
          {chosenError ? <FieldErrorText id={categoriesError}>{chosenError}</FieldErrorText> : null}
        </fieldset>

        <ErrorAlert error={save.error} />
        <StepFooter nav={nav} busy={busy} />
      </form>
    </Form>
  );
}
