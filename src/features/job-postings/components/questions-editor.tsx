"use client";

import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "@/components/ui/icons";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { POSTING_LIMITS, QUESTION_KINDS, type PostingFormInput, type PostingQuestionInput } from "../schemas";
import { CheckboxGroup } from "./checkbox-group";
import { newId } from "./new-id";

/*
 * Screening questions (decision 039), as the apply flow asks them (job_screening_questions): yes or
 * no, one of several choices, a number, short text. Knock-out answers mark an applicant for the
 * hiring team (never told to the candidate): chosen answers for yes-no and choice questions, a
 * minimum or maximum for numbers. Up to 10, reordered with Move up / Move down (keyboard and screen
 * readers alike), each with its own id that the published job keeps.
 */
const KIND_LABELS: Record<(typeof QUESTION_KINDS)[number], string> = {
  "yes-no": "Yes or no",
  choice: "One of several choices",
  number: "A number",
  text: "Short text",
};

export function emptyQuestion(): PostingQuestionInput {
  return { id: newId(), kind: "yes-no", prompt: "", options: [], required: true, knockoutAnswers: [], knockoutMin: "", knockoutMax: "" };
}

export function QuestionsEditor({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<PostingFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "questions", keyName: "key" });
  const full = fields.length >= POSTING_LIMITS.questions;
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No questions yet. Applicants answer them when they apply on Upstep.</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.key} className="min-w-0">
            <QuestionCard index={index} count={fields.length} disabled={disabled} onMove={(to) => move(index, to)} onRemove={() => remove(index)} />
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" onClick={() => append(emptyQuestion(), { shouldFocus: true })} disabled={disabled || full}>
          <Plus aria-hidden="true" /> Add a question
        </Button>
        {full ? <p className="mt-2 text-sm text-muted-foreground">A posting can have at most 10 questions.</p> : null}
      </div>
    </div>
  );
}

function QuestionCard({ index, count, disabled, onMove, onRemove }: { index: number; count: number; disabled?: boolean; onMove: (to: number) => void; onRemove: () => void }) {
  const { control } = useFormContext<PostingFormInput>();
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const options = useWatch({ control, name: `questions.${index}.options` }) ?? [];
  const n = index + 1;
  const choices = options.map((o) => o.trim()).filter(Boolean);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Question {n}</legend>
      <FormField<PostingFormInput, `questions.${number}.prompt`>
        name={`questions.${index}.prompt`}
        label="Question"
        render={(f) => <Input {...f} maxLength={POSTING_LIMITS.prompt + 50} disabled={disabled} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<PostingFormInput, `questions.${number}.kind`>
          name={`questions.${index}.kind`}
          label="Answer"
          render={(f) => (
            <NativeSelect {...f} disabled={disabled}>
              {QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <FormField<PostingFormInput, `questions.${number}.required`>
          name={`questions.${index}.required`}
          label="An answer is required"
          className="flex flex-row-reverse items-center justify-end gap-2 self-end sm:pb-2.5"
          render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />}
        />
      </div>
      {kind === "choice" ? (
        <FormField<PostingFormInput, `questions.${number}.options`>
          name={`questions.${index}.options`}
          label="Choices"
          hint="One per line, at most 10."
          render={({ value, onChange, ...f }) => (
            <Textarea {...f} rows={4} value={(value ?? []).join("\n")} onChange={(e) => onChange(e.target.value.split("\n"))} disabled={disabled} />
          )}
        />
      ) : null}
      {kind === "yes-no" ? (
        <CheckboxGroup<PostingFormInput>
          name={`questions.${index}.knockoutAnswers`}
          legend="Knock out applicants who answer"
          hint="The hiring team sees them marked; applicants are not told."
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          disabled={disabled}
        />
      ) : null}
      {kind === "choice" ? (
        <CheckboxGroup<PostingFormInput>
          name={`questions.${index}.knockoutAnswers`}
          legend="Knock out applicants who choose"
          hint={choices.length ? "The hiring team sees them marked; applicants are not told." : "Add the choices first."}
          options={choices.map((c) => ({ value: c, label: c }))}
          disabled={disabled}
        />
      ) : null}
      {kind === "number" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<PostingFormInput, `questions.${number}.knockoutMin`>
            name={`questions.${index}.knockoutMin`}
            label="Knock out answers below"
            hint="Leave empty for no minimum."
            render={(f) => <Input {...f} inputMode="decimal" disabled={disabled} />}
          />
          <FormField<PostingFormInput, `questions.${number}.knockoutMax`>
            name={`questions.${index}.knockoutMax`}
            label="Knock out answers above"
            hint="Leave empty for no maximum."
            render={(f) => <Input {...f} inputMode="decimal" disabled={disabled} />}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => onMove(index - 1)} disabled={disabled || index === 0} aria-label={`Move question ${n} up`}>
          <ArrowUp aria-hidden="true" /> Up
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onMove(index + 1)} disabled={disabled || index === count - 1} aria-label={`Move question ${n} down`}>
          <ArrowDown aria-hidden="true" /> Down
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove question ${n}`}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
    </fieldset>
  );
}
