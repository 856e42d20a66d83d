"use client";

import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Plus, X } from "@/components/ui/icons";
import { PREFERENCE_LIMITS, type EmploymentPrefsInput } from "../schemas";

/*
 * Up to 5 typed job titles: one box each, "Add another title" below, a remove button beside each
 * box but the last one left. Each box is its own field (desiredTitles.0 ...), so a title that is too
 * long gets its message under it; the list's own message (too many) sits under the group.
 */
export function DesiredTitlesField({ disabled }: { disabled?: boolean }) {
  const { control, setValue, getFieldState, formState } = useFormContext<EmploymentPrefsInput>();
  const titles = useWatch({ control, name: "desiredTitles" }) ?? [];
  const id = useId();
  const listError = getFieldState("desiredTitles", formState).error;
  const listMessage = listError && !Array.isArray(listError) ? listError.message : undefined;
  // How many boxes show is the field's own state (the form remounts it after a save, to fit what was saved).
  const [boxes, setBoxes] = useState(Math.max(1, titles.length));
  const count = Math.min(PREFERENCE_LIMITS.desiredTitles, Math.max(boxes, 1));
  const rows = Array.from({ length: count }, (_, i) => titles[i] ?? "");

  const add = () => {
    setValue("desiredTitles", [...rows, ""], { shouldDirty: true });
    setBoxes(count + 1);
  };
  const remove = (index: number) => {
    setValue(
      "desiredTitles",
      rows.filter((_, i) => i !== index),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
    setBoxes(count - 1);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={`${id}-hint${listMessage ? ` ${id}-error` : ""}`}>
      <legend className="mb-1 text-sm font-medium text-foreground">Job titles you want</legend>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-muted-foreground">
        Up to {PREFERENCE_LIMITS.desiredTitles}, in your own words, e.g. Registered Nurse.
      </p>
      {rows.map((_, index) => (
        <div key={index} className="flex items-end gap-2">
          <FormField
            name={`desiredTitles.${index}`}
            label={`Job title ${index + 1}`}
            className="flex-1"
            render={(f) => <Input {...f} value={f.value ?? ""} disabled={disabled} />}
          />
          {rows.length > 1 ? (
            <Button variant="ghost" size="sm" className="mb-1" onClick={() => remove(index)} disabled={disabled} aria-label={`Remove job title ${index + 1}`}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      {listMessage ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-soft-foreground">
          {listMessage}
        </p>
      ) : null}
      {rows.length < PREFERENCE_LIMITS.desiredTitles ? (
        <div>
          <Button variant="outline" size="sm" onClick={add} disabled={disabled}>
            <Plus aria-hidden="true" /> Add another title
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
