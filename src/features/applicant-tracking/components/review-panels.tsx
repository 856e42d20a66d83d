"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ScorecardRating } from "@/db/schema/employers";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Star } from "@/components/ui/icons";
import { NativeSelect, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { applicationRatingApi, applicationScorecardApi } from "../paths";
import { ATS_LIMITS, SCORECARD_OVERALL_MESSAGE } from "../schemas";
import { SCORECARD_RATING_LABELS, type ScorecardView } from "../types";
import { useAnnouncer } from "./live-announcer";

const RATINGS = Object.keys(SCORECARD_RATING_LABELS) as ScorecardRating[];

/** The member's own 1-5 stars: a radio group of five stars; choosing the chosen one again takes the rating back. */
export function RatingStars({ applicationId, mine }: { applicationId: string; mine: number | null }) {
  const router = useRouter();
  const { announce, region } = useAnnouncer();
  const [value, setValue] = useState<number | null>(mine);
  const save = async (rating: number | null) => {
    const before = value;
    setValue(rating);
    try {
      const r = await api.put<{ average: number | null; count: number }>(applicationRatingApi(applicationId), { rating });
      announce(rating ? `You rated ${rating} of 5. Average ${r.average?.toFixed(1)} from ${r.count}.` : "Your rating was taken back.");
      router.refresh();
    } catch (err) {
      setValue(before);
      announce(`Could not save your rating: ${err instanceof ApiError ? err.message : "something went wrong"}`, "error");
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Your rating</legend>
        <div className="flex gap-1" role="radiogroup" aria-label="Your rating">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={value === n}
              aria-label={`${n} star${n === 1 ? "" : "s"}`}
              onClick={() => save(value === n ? null : n)}
              className={cn("grid size-control-sm place-content-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", value !== null && n <= value ? "text-amber-600" : "text-muted-foreground")}
            >
              <Star aria-hidden="true" className={cn("size-6", value !== null && n <= value ? "fill-current" : "")} />
            </button>
          ))}
        </div>
      </fieldset>
      {region}
    </div>
  );
}

/** The member's own scorecard: each attribute rated Strong no .. Strong yes, an overall recommendation, notes. */
export function ScorecardForm({ applicationId, attributes, mine }: { applicationId: string; attributes: string[]; mine: ScorecardView | null }) {
  const router = useRouter();
  const { announce, region } = useAnnouncer();
  const [ratings, setRatings] = useState<Record<string, ScorecardRating | "">>(Object.fromEntries(attributes.map((a) => [a, mine?.ratings[a] ?? ""])));
  const [overall, setOverall] = useState<ScorecardRating | "">(mine?.overall ?? "");
  const [notes, setNotes] = useState(mine?.notes ?? "");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const tooLong = notes.length > ATS_LIMITS.scorecardNotes ? `Notes must be less than ${ATS_LIMITS.scorecardNotes} characters.` : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      aria-label="Your scorecard"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!overall) return setError(SCORECARD_OVERALL_MESSAGE);
        if (tooLong) return;
        setPending(true);
        try {
          await api.put(applicationScorecardApi(applicationId), { ratings: Object.fromEntries(Object.entries(ratings).filter(([, v]) => v)), overall, notes: notes.trim() });
          announce("Your scorecard was saved.");
          router.refresh();
        } catch (err) {
          announce(`Could not save your scorecard: ${err instanceof ApiError ? err.message : "something went wrong"}`, "error");
        } finally {
          setPending(false);
        }
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {attributes.map((a) => (
          <Field key={a} label={a}>
            <NativeSelect value={ratings[a] ?? ""} onChange={(e) => setRatings((r) => ({ ...r, [a]: e.target.value as ScorecardRating | "" }))}>
              <option value="">Not rated</option>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {SCORECARD_RATING_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
      </div>
      <Field label="Overall recommendation" error={error}>
        <NativeSelect value={overall} onChange={(e) => { setOverall(e.target.value as ScorecardRating | ""); setError(undefined); }}>
          <option value="">Choose</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {SCORECARD_RATING_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Scorecard notes" error={tooLong}>
        <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <div>
        <Button type="submit" size="sm" loading={pending}>
          {mine ? "Update scorecard" : "Save scorecard"}
        </Button>
      </div>
      {region}
    </form>
  );
}
