"use client";

import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { adminFeatureApiPath } from "../endpoints";
import { formatDateTimeUtc } from "../format";
import { DESCRIPTION_MAX, flagDescriptionSchema } from "../schemas";
import { adminFeatureFlagQueryKey, type FeatureFlagDto } from "../types";
import { FeatureFlagSwitch } from "./feature-flag-switch";
import { useUpdateFeatureFlag } from "./use-update-feature-flag";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm text-foreground [overflow-wrap:anywhere]">{children}</dd>
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
  const form = useForm<{ description: string }>({ defaultValues: { description: initialFlag.description } });
  const length = form.watch("description").length;
  const descriptionError = form.formState.errors.description?.message;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <CardTitle>State</CardTitle>
            <CardDescription className="mt-1">
              {flag.enabled ? "On: members see this feature now." : "Off: the feature is hidden and its pages and API answer 404."}
            </CardDescription>
          </div>
          <div className="flex items-center gap-3">
            <span className={cn("text-sm font-semibold", flag.enabled ? "text-success-soft-foreground" : "text-muted-foreground")} aria-hidden="true">
              {flag.enabled ? "On" : "Off"}
            </span>
            <FeatureFlagSwitch title={flag.title} checked={flag.enabled} onCheckedChange={(enabled) => toggle.mutate({ id: flag.id, patch: { enabled } })} />
          </div>
        </div>
        <dl className="mt-6 divide-y divide-border border-t border-border">
          <Detail term="Key">
            <code className="rounded-sm bg-muted px-1.5 py-0.5 font-mono text-xs">{flag.key}</code>
          </Detail>
          <Detail term="Title">{flag.title}</Detail>
          <Detail term="API version">{flag.apiVersion ?? "–"}</Detail>
          <Detail term="Last updated">
            <time dateTime={flag.updatedAt}>{formatDateTimeUtc(flag.updatedAt)}</time>
          </Detail>
        </dl>
      </Card>

      <Card>
        <CardTitle>Description</CardTitle>
        <CardDescription className="mt-1">Tell other administrators what this flag changes for members.</CardDescription>
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
          <Field
            label="Description"
            error={descriptionError}
            hint={
              <span className={cn(length > DESCRIPTION_MAX && "font-medium text-danger-soft-foreground")}>
                {length} / {DESCRIPTION_MAX} characters
              </span>
            }
          >
            <Textarea rows={4} {...form.register("description", { validate: (v) => flagDescriptionSchema.safeParse(v).error?.issues[0]?.message ?? true })} />
          </Field>
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
