"use client";

import { useId } from "react";
import { useController, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { FieldError, FieldHint } from "@/components/ui/field";
import { NativeCheckbox } from "@/components/ui/native-checkbox";

/**
 * Several checkboxes for one list-valued field (react-hook-form): a fieldset whose legend names the
 * field, one labelled checkbox per option, the field's error under them.
 */
export function CheckboxGroup<TValues extends FieldValues>({
  name,
  legend,
  hint,
  options,
  disabled,
}: {
  name: FieldPath<TValues>;
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const id = useId();
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string[] | undefined) ?? [];
  const describedBy = [hint ? `${id}-hint` : null, fieldState.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-foreground">{legend}</legend>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {options.length ? (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {options.map((option, i) => (
            <label key={option.value} className="flex min-w-0 items-center gap-2 text-sm">
              <NativeCheckbox
                ref={i === 0 ? field.ref : undefined}
                checked={value.includes(option.value)}
                disabled={disabled}
                aria-invalid={fieldState.error ? true : undefined}
                onChange={(e) => field.onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
                onBlur={field.onBlur}
              />
              <span className="min-w-0 wrap-break-word">{option.label}</span>
            </label>
          ))}
        </div>
      ) : null}
      {fieldState.error?.message ? <FieldError id={`${id}-error`}>{fieldState.error.message}</FieldError> : null}
    </fieldset>
  );
}
