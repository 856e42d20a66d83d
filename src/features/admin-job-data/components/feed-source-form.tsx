"use client";

import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { FEED_FORMATS } from "@/db/schema/admin-job-data";
import { CRON_HINT, cronLabel, cronShapeError } from "../cron-label";
import { FORMAT_LABELS } from "../format";
import { FEED_NAME_MAX, FEED_URL_MAX, feedSourceInputSchema, type FeedSourceInput } from "../schemas";
import { FEED_SOURCES_API, feedSourceApiPath } from "../paths";

/**
 * Adds or edits a feed source. The zod schema the server uses checks as you go; the server's own
 * refusals (a taken key, a schedule pg-boss cannot read) come back at their fields, and what was
 * typed stays.
 */
export function FeedSourceForm({ source, onSaved, onCancel }: { source?: FeedSourceInput & { id: string }; onSaved: () => void; onCancel: () => void }) {
  const form = useForm<FeedSourceInput>({
    resolver: zodResolver(feedSourceInputSchema),
    defaultValues: source ?? { sourceKey: "", name: "", url: "", format: "auto", cron: "0 */6 * * *", enabled: true },
  });
  const [banner, setBanner] = useState<string | null>(null);
  const cron = form.watch("cron");

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      if (source) {
        const { sourceKey: _key, ...patch } = values;
        void _key;
        await api.patch(feedSourceApiPath(source.id), patch);
      } else await api.post(FEED_SOURCES_API, values);
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const issue of err.fieldIssues) form.setError(issue.path as FieldPath<FeedSourceInput>, { type: "server", message: issue.message });
        setBanner(err.fieldIssues.length ? "Please check the fields marked below." : err.message);
      } else setBanner("Something went wrong, please try again.");
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {banner ? <Alert tone="danger">{banner}</Alert> : null}
        <FormField name="name" label="Name" render={(f) => <Input {...f} maxLength={FEED_NAME_MAX + 20} autoComplete="off" />} />
        <FormField
          name="sourceKey"
          label="Source key"
          hint={source ? "The key names this source's jobs and runs, so it cannot change." : "Letters, digits, dots, hyphens or underscores, e.g. indeed-acme. Jobs are unique per source."}
          render={(f) => <Input {...f} readOnly={Boolean(source)} maxLength={80} autoComplete="off" spellCheck={false} />}
        />
        <FormField name="url" label="Feed URL" render={(f) => <Input {...f} type="url" inputMode="url" maxLength={FEED_URL_MAX + 20} spellCheck={false} />} />
        <FormField
          name="format"
          label="Format"
          render={(f) => (
            <NativeSelect {...f}>
              {FEED_FORMATS.map((v) => (
                <option key={v} value={v}>
                  {FORMAT_LABELS[v]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <FormField
          name="cron"
          label="Schedule (cron, UTC)"
          hint={
            <>
              {CRON_HINT}
              {cron && !cronShapeError(cron) ? (
                <span className="mt-1 block font-medium text-foreground" data-testid="cron-label">
                  Runs {cronLabel(cron)}.
                </span>
              ) : null}
            </>
          }
          render={(f) => <Input {...f} maxLength={120} spellCheck={false} autoComplete="off" className="font-mono" />}
        />
        <label className="flex items-center gap-3 text-sm font-medium">
          <NativeCheckbox {...form.register("enabled")} />
          Enabled: import on this schedule
        </label>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {source ? "Save feed source" : "Add feed source"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}
