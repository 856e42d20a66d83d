"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { locationPickerApiPath } from "../paths";
import type { LocationPickerItem } from "../types";

/** Find a location by name, key or postal code and choose one (a correction's or a merge's target). */
export function LocationPicker({ idPrefix, excludeId, chosen, onChoose, label = "Find the location" }: { idPrefix: string; excludeId?: string; chosen: string | null; onChoose: (l: LocationPickerItem) => void; label?: string }) {
  const [q, setQ] = useState("");
  const find = useMutation({ mutationFn: (term: string) => api.get<{ locations: LocationPickerItem[] }>(locationPickerApiPath(term)), meta: { silent: true } });
  const results = find.data?.locations.filter((l) => l.id !== excludeId);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
        <Field id={`${idPrefix}-q`} label={label} className="flex-1">
          <Input
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                if (q.trim()) find.mutate(q.trim());
              }
            }}
          />
        </Field>
        <Button type="button" variant="outline" loading={find.isPending} onClick={() => q.trim() && find.mutate(q.trim())}>
          Find
        </Button>
      </div>
      <ErrorAlert error={find.error} />
      {results ? (
        results.length ? (
          <fieldset className="flex max-h-64 min-w-0 flex-col gap-2 overflow-y-auto">
            <legend className="mb-1 text-sm font-medium">Choose ({results.length} found)</legend>
            {results.map((l) => (
              <label key={l.id} className="flex min-w-0 cursor-pointer items-start gap-3 rounded-md border border-border p-2 has-[:checked]:border-primary">
                <input type="radio" name={`${idPrefix}-choice`} value={l.id} checked={chosen === l.id} onChange={() => onChoose(l)} className="mt-1" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-medium">{l.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {l.key} · {l.jobs} job{l.jobs === 1 ? "" : "s"}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            No location matches. Try the city name or a postal code.
          </p>
        )
      ) : null}
    </div>
  );
}
