"use client";

import { useId, useSyncExternalStore } from "react";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import type { ContentStatus } from "@/db/schema/content";
import type { PublishingValues } from "../schemas";
import { isoToLocalInput, localInputToIso } from "./datetime-local";

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

const STATUS_HINTS: Record<ContentStatus, string> = {
  draft: "Only editors see it.",
  scheduled: "Goes live by itself at the time below.",
  published: "Live on the site now.",
  unpublished: "Taken down: only editors see it.",
};

const noSubscription = () => () => {};

export type PublishingErrors = Partial<Record<"status" | "publishAt" | "unpublishAt", string>>;

/**
 * Status (Draft, Scheduled, Published, Unpublished), "Publish at" when Scheduled and an optional
 * "Unpublish at" for what is or will be live. The server checks the times (PUBLISHING_MESSAGES in
 * server/publishing.ts) and its messages come back as `errors`, shown under their fields.
 */
export function PublishingPanel({ value, onChange, errors = {} }: { value: PublishingValues; onChange: (next: PublishingValues) => void; errors?: PublishingErrors }) {
  const base = useId();
  // The times show in the browser's zone, which the server does not know: they are filled in once hydrated.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const local = (iso: string | null) => (hydrated ? isoToLocalInput(iso) : "");
  const live = value.status === "scheduled" || value.status === "published";
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">Publishing</legend>
      <Field label="Status" id={`${base}-status`} hint={STATUS_HINTS[value.status]} error={errors.status}>
        <NativeSelect value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as ContentStatus })}>
          {(Object.keys(STATUS_LABELS) as ContentStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {value.status === "scheduled" ? (
        <Field label="Publish at" id={`${base}-publish-at`} hint="Your local time." error={errors.publishAt}>
          <Input type="datetime-local" value={local(value.publishAt)} onChange={(e) => onChange({ ...value, publishAt: localInputToIso(e.target.value) })} />
        </Field>
      ) : null}
      {live ? (
        <Field label="Unpublish at (optional)" id={`${base}-unpublish-at`} hint="Leave empty to keep it up." error={errors.unpublishAt}>
          <Input type="datetime-local" value={local(value.unpublishAt)} onChange={(e) => onChange({ ...value, unpublishAt: localInputToIso(e.target.value) })} />
        </Field>
      ) : null}
    </fieldset>
  );
}
