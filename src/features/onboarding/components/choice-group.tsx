"use client";

import { useId } from "react";
import { FieldError } from "@/components/ui/field";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

export type Choice = { value: string; label: string; hint?: string };

/** One answer of a few, as a labelled radio group (arrow keys move between them), with its error under it. */
export function ChoiceGroup({ legend, choices, value, onChange, error, disabled }: { legend: string; choices: readonly Choice[]; value: string; onChange: (value: string) => void; error?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend id={`${id}-legend`} className="mb-1 font-semibold">
        {legend}
      </legend>
      <RadioGroup
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="gap-2"
      >
        {choices.map((c) => {
          const itemId = `${id}-${c.value || "none"}`;
          return (
            <label key={c.value} htmlFor={itemId} className="flex cursor-pointer items-start gap-3 rounded-md border border-border bg-card p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft">
              {/* Named by its label alone; the hint describes it. */}
              <RadioGroupItem id={itemId} value={c.value} className="mt-0.5" aria-labelledby={`${itemId}-label`} aria-describedby={c.hint ? `${itemId}-hint` : undefined} />
              <span className="flex min-w-0 flex-col">
                <span id={`${itemId}-label`} className="text-sm font-medium">
                  {c.label}
                </span>
                {c.hint ? (
                  <span id={`${itemId}-hint`} className="text-sm text-muted-foreground">
                    {c.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </RadioGroup>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
