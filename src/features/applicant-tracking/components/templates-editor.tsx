"use client";

import { useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { emailTemplateApi, emailTemplatesApi } from "../paths";
import { fillPlaceholders, SAMPLE_VALUES, unknownPlaceholders } from "../placeholders";
import { templateSchema } from "../schemas";
import { TEMPLATE_PLACEHOLDERS, type TemplateView } from "../types";
import { useAnnouncer } from "./live-announcer";

/*
 * The company's email templates (decision 040): members with templates.manage create, edit and
 * delete them; the form checks with the server's schema and previews with sample values; what was
 * typed stays when a save fails. Others read them.
 */
type Draft = { name: string; subject: string; body: string };
type Errors = Partial<Record<keyof Draft, string>>;

export function TemplatesEditor({ companyId, initial, canManage }: { companyId: string; initial: TemplateView[]; canManage: boolean }) {
  const [templates, setTemplates] = useState(initial);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<TemplateView | null>(null);
  const [pending, setPending] = useState(false);
  const { announce, region } = useAnnouncer();

  const save = async (draft: Draft, id?: string): Promise<Errors | null> => {
    const parsed = templateSchema.safeParse(draft);
    if (!parsed.success) return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    try {
      const saved = id ? await api.patch<TemplateView>(emailTemplateApi(companyId, id), parsed.data) : await api.post<TemplateView>(emailTemplatesApi(companyId), parsed.data);
      setTemplates((t) => [...t.filter((x) => x.id !== saved.id), saved].sort((a, b) => a.name.localeCompare(b.name)));
      setEditing(null);
      announce(`Template ${saved.name} saved.`);
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.fieldIssues.length) return Object.fromEntries(err.fieldIssues.map((i) => [i.path, i.message]));
      announce(err instanceof ApiError ? err.message : "Something went wrong, please try again.", "error");
      return {};
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-card border border-border bg-muted p-4 text-sm">
        <p className="font-medium">Placeholders</p>
        <p className="text-muted-foreground">Filled in for each candidate when you send:</p>
        <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {TEMPLATE_PLACEHOLDERS.map((p) => (
            <li key={p.key}>
              <code className="break-all">{`{{${p.key}}}`}</code> <span className="text-muted-foreground">{p.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {region}
      <ul className="flex flex-col gap-4">
        {templates.map((t) => (
          <li key={t.id} className="rounded-card border border-border bg-card p-4" data-testid="email-template">
            {editing === t.id ? (
              <TemplateForm initial={t} onCancel={() => setEditing(null)} onSave={(d) => save(d, t.id)} />
            ) : (
              <div className="flex flex-col gap-2">
                <h2 className="text-base font-semibold">{t.name}</h2>
                <p className="text-sm">
                  <span className="text-muted-foreground">Subject:</span> {t.subject}
                </p>
                <p className="line-clamp-3 whitespace-pre-wrap text-sm text-muted-foreground">{t.body}</p>
                {canManage ? (
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(t.id)}>
                      Edit<span className="sr-only"> {t.name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(t)}>
                      Delete<span className="sr-only"> {t.name}</span>
                    </Button>
                  </div>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
      {canManage ? (
        editing === "new" ? (
          <div className="rounded-card border border-dashed border-input p-4">
            <h2 className="mb-3 text-base font-semibold">New template</h2>
            <TemplateForm initial={{ name: "", subject: "", body: "" }} onCancel={() => setEditing(null)} onSave={(d) => save(d)} />
          </div>
        ) : (
          <div>
            <Button onClick={() => setEditing("new")}>New template</Button>
          </div>
        )
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (!o ? setDeleting(null) : undefined)}
        title={`Delete ${deleting?.name ?? "the template"}?`}
        description="Emails already sent with it are kept."
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={pending}
        onConfirm={async () => {
          const t = deleting!;
          setPending(true);
          try {
            await api.delete(emailTemplateApi(companyId, t.id));
            setTemplates((all) => all.filter((x) => x.id !== t.id));
            announce(`Template ${t.name} deleted.`);
          } catch (err) {
            announce(err instanceof ApiError ? err.message : "Something went wrong, please try again.", "error");
          } finally {
            setPending(false);
            setDeleting(null);
          }
        }}
      />
    </div>
  );
}

function TemplateForm({ initial, onSave, onCancel }: { initial: Draft; onSave: (d: Draft) => Promise<Errors | null>; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const unknown = unknownPlaceholders(`${draft.subject} ${draft.body}`, TEMPLATE_PLACEHOLDERS.map((p) => p.key));
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        const result = await onSave(draft);
        setPending(false);
        if (result) setErrors(result);
      }}
    >
      <Field label="Name" error={errors.name}>
        <Input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </Field>
      <Field label="Subject" error={errors.subject}>
        <Input value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
      </Field>
      <Field label="Message" error={errors.body} hint={unknown.length ? `Not a placeholder Upstep fills: ${unknown.map((u) => `{{${u}}}`).join(", ")}` : undefined}>
        <Textarea rows={8} value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
      </Field>
      <details className="rounded-md border border-border p-3 text-sm">
        <summary className="cursor-pointer font-medium">Preview with sample values</summary>
        <p className="mt-2 font-medium">{fillPlaceholders(draft.subject, SAMPLE_VALUES)}</p>
        <p className="mt-1 whitespace-pre-wrap">{fillPlaceholders(draft.body, SAMPLE_VALUES)}</p>
      </details>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          Save template
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
