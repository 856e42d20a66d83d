"use client";

import { useId } from "react";
import { FieldError } from "@/components/ui/field";

export type Choice = { value: string; label: string; hint?: string };

/**
 * One answer of a few: native radio buttons in a fieldset (the browser's own arrow-key behaviour,
 * which moves and chooses), each named by its label alone and described by its hint, the error under them.
 */
export function ChoiceGroup({ legend, choices, value, onChange, error, disabled }: { legend: string; choices: readonly Choice[]; value: string; onChange: (value: string) => void; error?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      {choices.map((c) => {
        const itemId = `${id}-${c.value || "none"}`;
        return (
          <label key={c.value} htmlFor={itemId} className="flex cursor-pointer items-start gap-3 rounded-md border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input
              type="radio"
              id={itemId}
              name={id}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              disabled={disabled}
              aria-labelledby={`${itemId}-label`}
              aria-describedby={c.hint ? `${itemId}-hint` : undefined}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
            />
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
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
