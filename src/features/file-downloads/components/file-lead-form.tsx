"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckCircle2, Download } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { zodResolver } from "@/components/ui/form";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { TextField } from "@/components/ui/text-field";
import { api, ApiError } from "@/lib/api/client";
import { fileLeadsApiPath } from "../routes";
import { FILE_DOWNLOAD_TEXTS as T, fileLeadSchema, type FileLeadInput, type FileLeadResult, type FileLeadValues } from "../schemas";

const FIELDS = ["email", "name", "consent"] as const;
const GENERIC = "Something went wrong, please try again.";

/*
 * The gated download's form: email, an optional name and the file's consent sentence as a required
 * checkbox. POST /api/content/files/{id}/leads answers a 10-minute link; the browser then opens it
 * (an attachment, so the page stays) and the form gives way to "Your download has started" with the
 * same link to click, focused so screen readers hear it. Bad input stays as typed, the message beside
 * the field.
 */
export function FileLeadForm({ slug, consentText, source }: { slug: string; consentText: string; source: string }) {
  const [started, setStarted] = useState<FileLeadResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const consentId = useId();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<FileLeadInput, unknown, FileLeadValues>({
    resolver: zodResolver(fileLeadSchema),
    defaultValues: { email: "", name: "", consent: false, source },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await api.post<FileLeadResult>(fileLeadsApiPath(slug), values);
      setStarted(result);
      window.location.assign(result.downloadUrl);
    } catch (error) {
      const issues = error instanceof ApiError ? error.fieldIssues.filter((i) => (FIELDS as readonly string[]).includes(i.path)) : [];
      for (const issue of issues) setError(issue.path as (typeof FIELDS)[number], { type: "server", message: issue.message });
      if (issues[0]) setFocus(issues[0].path as (typeof FIELDS)[number]);
      else setProblem(error instanceof ApiError && (error.status === 429 || error.status === 404) ? error.message : GENERIC);
    }
  });

  if (started) return <DownloadStarted url={started.downloadUrl} />;

  const consentError = formState.errors.consent?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Get the file">
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <TextField label="Email address" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={formState.errors.email?.message} {...register("email")} />
      <TextField label="Name (optional)" autoComplete="name" error={formState.errors.name?.message} {...register("name")} />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <NativeCheckbox
            id={consentId}
            className="mt-0.5"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${consentId}-error` : undefined}
            {...register("consent")}
          />
          <label htmlFor={consentId} className="text-sm leading-6 text-foreground">
            {consentText}
          </label>
        </div>
        {consentError ? (
          <p id={`${consentId}-error`} className="text-sm font-medium text-danger-soft-foreground">
            {consentError}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" loading={formState.isSubmitting}>
        <Download aria-hidden="true" />
        {T.submit}
      </Button>
    </form>
  );
}

function DownloadStarted({ url }: { url: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-card border border-green-200 bg-success-soft p-6" data-testid="download-started">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold text-success-soft-foreground focus:outline-none">
        <CheckCircle2 className="size-6" aria-hidden="true" />
        {T.started}
      </h2>
      <p className="text-sm text-foreground">{T.startedDetail}</p>
      <a href={url} className={buttonClasses("outline", "md")} download>
        <Download aria-hidden="true" />
        {T.directLink}
      </a>
    </div>
  );
}
