"use client";

import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { Choice } from "../forms";

/**
 * One question: a fieldset whose legend names the radio group (arrow keys move between answers).
 * A choice's definition (the EEO-1 categories) is read with it, as its description.
 */
export function ChoiceFieldset({
  legend,
  choices,
  value,
  onChange,
  children,
}: {
  legend: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (code: string) => void;
  /** Text shown between the legend and the answers (an official form's prompt). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend id={`${id}-legend`} className="mb-1 font-semibold text-foreground">
        {legend}
      </legend>
      {children}
      <RadioGroup aria-labelledby={`${id}-legend`} value={value ?? ""} onValueChange={onChange}>
        {choices.map((choice) => {
          const itemId = `${id}-${choice.code}`;
          return (
            <div key={choice.code} className="flex min-w-0 items-start gap-3">
              <RadioGroupItem value={choice.code} id={itemId} className="mt-0.5" aria-describedby={choice.definition ? `${itemId}-def` : undefined} />
              <div className="min-w-0">
                <Label htmlFor={itemId} className="[overflow-wrap:anywhere]">
                  {choice.label}
                </Label>
                {choice.definition ? (
                  <p id={`${itemId}-def`} className="mt-0.5 text-sm text-muted-foreground">
                    {choice.definition}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
