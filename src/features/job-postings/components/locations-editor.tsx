"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { FormField } from "@/components/ui/form";
import { Plus, Trash2 } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { US_STATES } from "@/lib/us-states";
import { POSTING_LIMITS, type PostingFormInput } from "../schemas";

/*
 * Where the job is (decision 039): up to 10 places, each a city and state with an optional ZIP code,
 * checked against the postal codes when saved (as the importer resolves places).
 */
const STATES = US_STATES.filter((s) => s.kind !== "territory");

export function LocationsEditor({ disabled }: { disabled?: boolean }) {
  const { control, formState } = useFormContext<PostingFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "locations", keyName: "key" });
  const rootError = formState.errors.locations?.message ?? formState.errors.locations?.root?.message;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.key} className="min-w-0">
            <fieldset className="grid min-w-0 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] sm:items-start">
              <legend className="sr-only">Location {index + 1}</legend>
              <FormField<PostingFormInput, `locations.${number}.city`>
                name={`locations.${index}.city`}
                label="City"
                render={(f) => <Input {...f} autoComplete="off" disabled={disabled} />}
              />
              <FormField<PostingFormInput, `locations.${number}.state`>
                name={`locations.${index}.state`}
                label="State"
                render={(f) => (
                  <NativeSelect {...f} disabled={disabled}>
                    <option value="">Choose a state</option>
                    {STATES.map((s) => (
                      <option key={s.code} value={s.code}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
              <FormField<PostingFormInput, `locations.${number}.postalCode`>
                name={`locations.${index}.postalCode`}
                label="ZIP code (optional)"
                render={(f) => <Input {...f} inputMode="numeric" autoComplete="off" maxLength={10} disabled={disabled} />}
              />
              <Button variant="ghost" className="sm:mt-7" onClick={() => remove(index)} disabled={disabled} aria-label={`Remove location ${index + 1}`}>
                <Trash2 aria-hidden="true" /> <span className="sm:sr-only">Remove</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {rootError ? <FieldError>{rootError}</FieldError> : null}
      <div>
        <Button variant="outline" onClick={() => append({ city: "", state: "", postalCode: "" }, { shouldFocus: true })} disabled={disabled || fields.length >= POSTING_LIMITS.locations}>
          <Plus aria-hidden="true" /> Add a location
        </Button>
      </div>
    </div>
  );
}
