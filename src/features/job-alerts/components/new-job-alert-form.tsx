"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { CheckCircle2, MailCheck } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ChoiceGroupField } from "@/features/candidate-preferences/components/choice-group-field";
import { showServerIssues } from "@/features/candidate-profile/components/server-issues";
import type { AlertSearch } from "../from-search";
import { NEW_JOB_ALERT_API } from "../paths";
import { JOB_ALERT_FREQUENCIES, newJobAlertSchema, type NewJobAlertInput, type NewJobAlertValues } from "../schemas";
import type { JobAlert } from "../types";

type Created = { kind: "account"; alert: JobAlert } | { kind: "email"; email: string };

type Props = {
  search: AlertSearch;
  defaultName: string;
  /** The signed-in person's address (the alert goes to the account), or null: then an email is asked. */
  accountEmail: string | null;
};

const frequencyWord = (f: string) => ({ instant: "as soon as they are posted", daily: "once a day", weekly: "once a week" })[f] ?? "";

function Done({ created, frequency, accountEmail }: { created: Created; frequency: string; accountEmail: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Icon = created.kind === "account" ? CheckCircle2 : MailCheck;
  return (
    <Card className="flex flex-col gap-4" role="status">
      <Icon aria-hidden="true" className="size-10 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl outline-none">
        {created.kind === "account" ? `Your job alert “${created.alert.name}” is on` : "Check your inbox"}
      </h2>
      {created.kind === "account" ? (
        <>
          <p className="text-muted-foreground">
            We will email new jobs for this search to {accountEmail} {frequencyWord(frequency)}. Change or pause it any time in your settings.
          </p>
          <div>
            <Link href={DASHBOARD_SETTINGS_PATH} className={buttonClasses("outline")}>
              Manage your job alerts
            </Link>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground wrap-break-word">
          We sent a link to <strong className="text-foreground">{created.email}</strong>. Open it to confirm your job alert; we send no jobs until you do. No email? Check your spam folder.
        </p>
      )}
    </Card>
  );
}

/** /job-alerts/new's form: a name and how often (and, signed out, an email); the search itself rides along unchanged. */
export function NewJobAlertForm({ search, defaultName, accountEmail }: Props) {
  const form = useForm<NewJobAlertInput, unknown, NewJobAlertValues>({
    resolver: zodResolver(newJobAlertSchema),
    defaultValues: { ...search, radiusMiles: search.radiusMiles === null ? "" : String(search.radiusMiles), name: defaultName, frequency: "daily", active: true, email: "" },
    mode: "onTouched",
  });
  const save = useMutation({
    mutationFn: () => api.post<Created>(NEW_JOB_ALERT_API, form.getValues()),
    meta: { silent: true },
    onError: (error) => showServerIssues(error, form.setError),
  });
  if (save.data) return <Done created={save.data} frequency={form.getValues("frequency")} accountEmail={accountEmail} />;
  const busy = save.isPending;
  return (
    <Card>
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit(() => save.mutate())} className="flex flex-col gap-5" aria-label="New job alert">
          <FormField name="name" label="Alert name" hint="For you, e.g. Night shifts near home." render={(f) => <Input {...f} disabled={busy} />} />
          <ChoiceGroupField<NewJobAlertInput> name="frequency" type="radio" legend="How often" options={JOB_ALERT_FREQUENCIES} disabled={busy} />
          {accountEmail ? (
            <p className="text-sm text-muted-foreground wrap-break-word">
              We will email new jobs to <strong className="text-foreground">{accountEmail}</strong>, under your Job alerts email setting.
            </p>
          ) : (
            <FormField
              name="email"
              label="Your email"
              hint="We email you new jobs for this search, each email with a one-click unsubscribe. First we send a link to confirm it is you."
              render={(f) => <Input {...f} type="email" autoComplete="email" inputMode="email" disabled={busy} />}
            />
          )}
          {form.formState.errors.keywords ? <Alert tone="warning">{form.formState.errors.keywords.message}</Alert> : null}
          <ErrorAlert error={save.error} />
          <div>
            <Button type="submit" loading={busy} className="w-full sm:w-auto">
              Create job alert
            </Button>
          </div>
        </form>
      </Form>
    </Card>
  );
}
