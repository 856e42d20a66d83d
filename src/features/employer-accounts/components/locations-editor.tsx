"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MapPin, Plus, X } from "@/components/ui/icons";
import { tooLongMessage } from "@/lib/validation/fields";
import { COMPANY_LIMITS } from "../types";

/*
 * The company's locations as a list: type a place and Add (or Enter), remove one with its button.
 * At most 20, each at most 120 characters, each once (the server checks the same).
 */
export function LocationsEditor({ value, onChange, error, disabled }: { value: string[]; onChange: (next: string[]) => void; error?: string; disabled?: boolean }) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= COMPANY_LIMITS.locations;

  function add() {
    const place = draft.trim();
    if (!place) return setProblem("Type a place, such as Austin, TX.");
    if (place.length > COMPANY_LIMITS.location) return setProblem(tooLongMessage("Location", COMPANY_LIMITS.location));
    if (value.some((v) => v.toLowerCase() === place.toLowerCase())) return setProblem(`${place} is already in the list.`);
    if (full) return setProblem(`Add at most ${COMPANY_LIMITS.locations} locations.`);
    onChange([...value, place]);
    setDraft("");
    setProblem(null);
  }

  const message = problem ?? error;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">Locations</legend>
      <p id="locations-hint" className="text-sm text-muted-foreground">
        Where you have offices or sites, up to {COMPANY_LIMITS.locations}. They show on your company page.
      </p>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Locations added">
          {value.map((place) => (
            <li key={place} className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 text-sm">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              <span className="truncate">{place}</span>
              <button
                type="button"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove ${place}`}
                onClick={() => onChange(value.filter((v) => v !== place))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Label htmlFor="location-draft" className="sr-only">
          Add a location
        </Label>
        <Input
          id="location-draft"
          value={draft}
          placeholder="City, ST"
          aria-describedby={message ? "locations-hint locations-error" : "locations-hint"}
          aria-invalid={message ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {message ? (
        <p id="locations-error" className="text-sm text-danger" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
