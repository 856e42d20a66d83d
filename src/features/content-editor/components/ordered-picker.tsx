"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type PickerOption = { id: string; name: string };

/**
 * An ordered choice from a list (a post's authors): the chosen ones in order with Move up, Move down
 * and Remove, and a select with Add for the rest. Native controls only, so the keyboard does it all;
 * each button names the item it acts on.
 */
export function OrderedPicker({
  label,
  itemNoun,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  itemNoun: string;
  options: PickerOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const [adding, setAdding] = useState("");
  const nameOf = (oid: string) => options.find((o) => o.id === oid)?.name ?? "Unknown";
  const rest = options.filter((o) => !value.includes(o.id));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {value.length ? (
        <ol className="flex flex-col gap-1">
          {value.map((oid, i) => (
            <li key={oid} className="flex min-w-0 flex-col gap-1 rounded-md border border-border px-2 py-1.5 text-sm">
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
                {i + 1}. {nameOf(oid)}
              </span>
              <span className="flex flex-wrap gap-1">
                <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, i - 1)}>
                  Up<span className="sr-only">: move {nameOf(oid)} up</span>
                </Button>
                <Button variant="ghost" size="sm" disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                  Down<span className="sr-only">: move {nameOf(oid)} down</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((v) => v !== oid))}>
                  Remove<span className="sr-only"> {nameOf(oid)}</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No {itemNoun}s yet.</p>
      )}
      {rest.length ? (
        <div className="flex min-w-0 items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor={`${id}-add`} className="text-sm font-normal">
              Add {itemNoun}
            </Label>
            <NativeSelect id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose {itemNoun === "author" ? "an" : "a"} {itemNoun}…</option>
              {rest.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            disabled={!adding}
            onClick={() => {
              onChange([...value, adding]);
              setAdding("");
            }}
          >
            Add
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
