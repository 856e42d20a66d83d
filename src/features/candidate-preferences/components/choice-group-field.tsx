"use client";

import { useId } from "react";
import { useController, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { cn } from "@/lib/cn";

export type ChoiceOption = { value: string; label: string; hint?: string };

type Props<TValues extends FieldValues> = {
  name: FieldPath<TValues>;
  legend: string;
  hint?: string;
  options: readonly ChoiceOption[];
  /** "checkbox": the value is the list of chosen values; "radio": the one chosen value ("" for none). */
  type?: "checkbox" | "radio";
  disabled?: boolean;
  className?: string;
};

/*
 * A group of checkboxes or radio buttons as one react-hook-form field (Candidate360's preference
 * pages, job alerts): a fieldset named by its legend, the hint and the error announced with it, the
 * error read from the form state like FormField's. Native inputs: Space toggles, arrows move between
 * radios, and an invalid submit focuses the first box.
 */
export function ChoiceGroupField<TValues extends FieldValues>({ name, legend, hint, options, type = "checkbox", disabled, className }: Props<TValues>) {
  const { control, trigger, formState } = useFormContext<TValues>();
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  const chosen: string[] = type === "checkbox" ? ((field.value as string[] | undefined) ?? []) : [];
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  function change(value: string, checked: boolean) {
    if (type === "radio") field.onChange(value);
    else field.onChange(checked ? [...chosen, value] : chosen.filter((v) => v !== value));
    // A group shows its own limit at once (e.g. "Choose up to 5 ...") once the form has been submitted or the group touched.
    if (fieldState.isTouched || formState.isSubmitted) void trigger(name);
  }

  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-2", className)} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const checked = type === "radio" ? field.value === option.value : chosen.includes(option.value);
          return (
            <label key={option.value} className="flex min-w-0 cursor-pointer items-start gap-2 text-sm">
              <input
                ref={index === 0 ? field.ref : undefined}
                type={type}
                name={`${id}-${name}`}
                value={option.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={(e) => change(option.value, e.target.checked)}
                onBlur={field.onBlur}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
              />
              <span className="min-w-0 break-words">
                {option.label}
                {option.hint ? <span className="block text-muted-foreground">{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
