"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { EMAIL_TEMPLATES_PATH } from "@/lib/employer-routes";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { applicationEmailPreviewApi, applicationEmailsApi } from "../paths";
import { ATS_LIMITS } from "../schemas";
import type { TemplateView } from "../types";
import { useAnnouncer } from "./live-announcer";

/*
 * Emailing the candidate from a company template (decision 040): choose a template, see it filled in
 * for this applicant (and change it if needed), send. Replies go to the sender's own address.
 */
export function EmailPanel({ applicationId, templates, candidateName }: { applicationId: string; templates: TemplateView[]; candidateName: string }) {
  const router = useRouter();
  const { announce, region } = useAnnouncer();
  const [templateId, setTemplateId] = useState("");
  const [draft, setDraft] = useState<{ subject: string; body: string; to: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});

  const preview = async () => {
    if (!templateId) return;
    setPending(true);
    try {
      setDraft(await api.post<{ subject: string; body: string; to: string }>(applicationEmailPreviewApi(applicationId), { templateId }));
    } catch (err) {
      announce(`Could not preview the email: ${err instanceof ApiError ? err.message : "something went wrong"}`, "error");
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Template" className="min-w-0 flex-1">
          <NativeSelect value={templateId} onChange={(e) => { setTemplateId(e.target.value); setDraft(null); }}>
            <option value="">Choose a template</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button size="sm" variant="outline" disabled={!templateId} loading={pending && !draft} onClick={preview}>
          Preview
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Templates are your company&rsquo;s: <Link href={EMAIL_TEMPLATES_PATH}>manage email templates</Link>.
      </p>
      {draft ? (
        <form
          noValidate
          className="flex flex-col gap-3 rounded-card border border-border bg-muted p-3"
          aria-label={`Email to ${candidateName}`}
          onSubmit={async (e) => {
            e.preventDefault();
            const next = {
              subject: !draft.subject.trim() ? "Type a valid Subject" : draft.subject.length > ATS_LIMITS.subject ? `Subject must be less than ${ATS_LIMITS.subject} characters.` : undefined,
              body: !draft.body.trim() ? "Type a valid Message" : draft.body.length > ATS_LIMITS.body ? `Message must be less than ${ATS_LIMITS.body} characters.` : undefined,
            };
            setErrors(next);
            if (next.subject || next.body) return;
            setPending(true);
            try {
              await api.post(applicationEmailsApi(applicationId), { templateId, subject: draft.subject, body: draft.body });
              announce(`Email to ${candidateName} sent.`);
              setDraft(null);
              setTemplateId("");
              router.refresh();
            } catch (err) {
              announce(`Could not send the email: ${err instanceof ApiError ? err.message : "something went wrong"}`, "error");
            } finally {
              setPending(false);
            }
          }}
        >
          <p className="text-sm">
            To: <strong>{candidateName}</strong> <span className="text-muted-foreground">({draft.to})</span>
          </p>
          <Field label="Subject" error={errors.subject}>
            <Input value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
          </Field>
          <Field label="Message" error={errors.body}>
            <Textarea rows={10} value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={pending}>
              Send email
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {region}
    </div>
  );
}
