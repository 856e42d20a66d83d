"use client";

import { useId, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { adminFeatureApiPath } from "../endpoints";
import { formatDateTimeUtc } from "../format";
import { DESCRIPTION_MAX, flagDescriptionSchema } from "../schemas";
import { adminFeatureFlagQueryKey, type FeatureFlagDto } from "../types";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FeatureFlagSwitch } from "./feature-flag-switch";
import { useUpdateFeatureFlag } from "./use-update-feature-flag";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** One flag: its facts, its switch, and its description form. */
export function FeatureFlagDetails({ initialFlag }: { initialFlag: FeatureFlagDto }) {
  const { data: flag = initialFlag } = useQuery({
    queryKey: adminFeatureFlagQueryKey(initialFlag.id),
    queryFn: ({ signal }) => api.get<FeatureFlagDto>(adminFeatureApiPath(initialFlag.id), undefined, signal),
    initialData: initialFlag,
    staleTime: 30_000,
  });
  const toggle = useUpdateFeatureFlag();
  const save = useUpdateFeatureFlag({ silent: true });
  const [saved, setSaved] = useState(false);
  const descriptionId = useId();
  const form = useForm<{ description: string }>({ defaultValues: { description: initialFlag.description } });
  const length = form.watch("description").length;
  const descriptionError = form.formState.errors.description?.message;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2>State</h2>
            <p className="mt-1 text-sm text-slate-600">
              {flag.enabled ? "On: members see this feature now." : "Off: the feature is hidden and its pages and API answer 404."}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className={`text-sm font-semibold ${flag.enabled ? "text-success-700" : "text-slate-600"}`} aria-hidden="true">
              {flag.enabled ? "On" : "Off"}
            </span>
            <FeatureFlagSwitch title={flag.title} checked={flag.enabled} onCheckedChange={(enabled) => toggle.mutate({ id: flag.id, patch: { enabled } })} />
          </div>
        </div>
        <dl className="mt-6 divide-y divide-slate-100 border-t border-slate-100">
          <Detail term="Key">
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{flag.key}</code>
          </Detail>
          <Detail term="Title">{flag.title}</Detail>
          <Detail term="API version">{flag.apiVersion ?? "–"}</Detail>
          <Detail term="Last updated">
            <time dateTime={flag.updatedAt}>{formatDateTimeUtc(flag.updatedAt)}</time>
          </Detail>
        </dl>
      </Card>

      <Card>
        <h2>Description</h2>
        <p className="mt-1 text-sm text-slate-600">Tell other administrators what this flag changes for members.</p>
        <form
          noValidate
          className="mt-5 flex flex-col gap-4"
          onSubmit={form.handleSubmit((v) => {
            setSaved(false);
            const description = v.description.trim();
            save.mutate({ id: flag.id, patch: { description } }, { onSuccess: (f) => (form.reset({ description: f.description }), setSaved(true)) });
          })}
        >
          {saved && !form.formState.isDirty ? <Alert tone="success">Description saved.</Alert> : null}
          <ErrorAlert error={save.error} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={descriptionId} className="text-sm font-medium text-slate-800">
              Description
            </label>
            <textarea
              id={descriptionId}
              rows={4}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={`${descriptionId}-count${descriptionError ? ` ${descriptionId}-error` : ""}`}
              className={`rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${descriptionError ? "border-danger-600" : "border-slate-300"}`}
              {...form.register("description", { validate: (v) => flagDescriptionSchema.safeParse(v).error?.issues[0]?.message ?? true })}
            />
            <p id={`${descriptionId}-count`} className={`text-sm ${length > DESCRIPTION_MAX ? "text-danger-700" : "text-slate-600"}`}>
              {length} / {DESCRIPTION_MAX} characters
            </p>
            {descriptionError ? (
              <p id={`${descriptionId}-error`} className="text-sm font-medium text-danger-700">
                {descriptionError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              Save description
            </Button>
            {form.formState.isDirty ? (
              <Button variant="ghost" onClick={() => form.reset({ description: flag.description })}>
                Discard changes
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
    </div>
  );
}
