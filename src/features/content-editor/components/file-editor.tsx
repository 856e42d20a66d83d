"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { ApiError, API_BASE, defaultHeaders } from "@/lib/api/client";
import { adminContentItemPath } from "@/lib/content-routes";
import { slugify } from "@/lib/slugify";
import { CONTENT_FILE_ACCEPT, CONTENT_FILE_FIELD, CONTENT_FILE_MAX_BYTES, CONTENT_FILE_VALUES_FIELD, FILE_MESSAGES, fileInputSchema, type FileValues } from "../file-schemas";
import { errorsFromApi, errorsFromZod, errorsUnder, FIX_FIELDS_MESSAGE, type FormErrors } from "./form-errors";
import { PublishingPanel } from "./publishing-panel";
import { SaveStatus } from "./save-status";

export const FILES_API_PATH = "/admin/content/files";

type Saved = { id: string; slug: string; fileName: string; updatedAt: string };

/** The form as multipart (values JSON + the file), with the API client's CSRF and version headers. */
async function sendFileForm(method: "POST" | "PUT", path: string, values: FileValues, file: File | null): Promise<Saved> {
  const body = new FormData();
  body.set(CONTENT_FILE_VALUES_FIELD, JSON.stringify(values));
  if (file) body.set(CONTENT_FILE_FIELD, file, file.name);
  const { "Content-Type": _json, ...headers } = defaultHeaders();
  const url = `${API_BASE}${path}`;
  const res = await fetch(url, { method, body, headers, credentials: "same-origin" });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    throw new ApiError(res.status, data, url, typeof message === "string" ? message : `Request failed with status ${res.status}`);
  }
  return data as Saved;
}

/*
 * The file editor (/admin/content/files/new and /{id}): the document (PDF, Word, OpenDocument, RTF or
 * text, at most 15 MB; checked again on the server by its content), title, description, slug, the
 * email gate and its consent sentence, and publishing. A new file needs a document; an existing one
 * keeps its document unless another is chosen.
 */
export function FileEditor({ fileId, initial, current }: { fileId: string | null; initial: FileValues; current: { fileName: string; size: string; url: string } | null }) {
  const router = useRouter();
  const [values, setValues] = useState<FileValues>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const update = (patch: Partial<FileValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setSavedAt(null);
  };

  function fail(message: string, fieldErrors: FormErrors) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function save() {
    setFailure(null);
    const checked = fileInputSchema.safeParse(values);
    const fieldErrors = checked.success ? {} : errorsFromZod(checked.error);
    if (!fileId && !file) fieldErrors[CONTENT_FILE_FIELD] = FILE_MESSAGES.noFile;
    if (file && file.size > CONTENT_FILE_MAX_BYTES) fieldErrors[CONTENT_FILE_FIELD] = FILE_MESSAGES.tooLarge;
    if (Object.keys(fieldErrors).length) return fail(FIX_FIELDS_MESSAGE, fieldErrors);
    setSaving(true);
    try {
      const saved = await sendFileForm(fileId ? "PUT" : "POST", fileId ? `${FILES_API_PATH}/${fileId}` : FILES_API_PATH, values, file);
      setErrors({});
      setFile(null);
      setValues((v) => ({ ...v, slug: saved.slug }));
      setSavedAt(new Date(saved.updatedAt).toLocaleTimeString());
      if (!fileId) router.replace(adminContentItemPath("files", saved.id));
      else router.refresh();
    } catch (error) {
      const apiErrors = errorsFromApi(error);
      fail(error instanceof ApiError ? (Object.keys(apiErrors).length ? FIX_FIELDS_MESSAGE : error.message) : "Something went wrong, please try again.", apiErrors);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card className="flex min-w-0 flex-col gap-5">
        <Field
          label={current ? "Replace the document (optional)" : "Document"}
          hint={current ? `Now: ${current.fileName} (${current.size}). PDF, Word, OpenDocument, RTF or text, at most 15 MB.` : "PDF, Word, OpenDocument, RTF or text, at most 15 MB."}
          error={errors[CONTENT_FILE_FIELD]}
        >
          <Input type="file" accept={CONTENT_FILE_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="h-auto py-2" />
        </Field>
        <Field label="Title" error={errors.title}>
          <Input value={values.title} onChange={(e) => update({ title: e.target.value })} maxLength={200} />
        </Field>
        <Field label="Description" hint="What the reader gets; shown on the download page." error={errors.description}>
          <Textarea rows={4} value={values.description} onChange={(e) => update({ description: e.target.value })} />
        </Field>
        <Field label="Slug" hint={`The address is /file-download/ and this. Lower-case words joined by hyphens${slugify(values.title) ? `; empty uses ${slugify(values.title)}` : ""}. Changing it keeps the old address working.`} error={errors.slug}>
          <Input value={values.slug} placeholder={slugify(values.title) || undefined} onChange={(e) => update({ slug: e.target.value })} autoCapitalize="none" spellCheck={false} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={values.gated} onChange={(e) => update({ gated: e.target.checked })} />
          Ask for an email before the download (gated)
        </label>
        {values.gated ? (
          <Field label="Consent sentence" hint="Shown beside the checkbox people tick; kept with each lead as agreed." error={errors.consentText}>
            <Textarea rows={3} value={values.consentText} onChange={(e) => update({ consentText: e.target.value })} />
          </Field>
        ) : null}
      </Card>
      <Card className="flex min-w-0 flex-col gap-4 p-5 sm:p-5">
        <PublishingPanel value={values.publishing} onChange={(publishing) => update({ publishing })} errors={errorsUnder(errors, "publishing")} />
        <SaveStatus ref={summaryRef} failure={failure} savedAt={savedAt} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={saving}>
            {fileId ? "Save" : "Upload and save"}
          </Button>
          {current && initial.publishing.status === "published" ? (
            <Button asChild variant="ghost">
              <a href={current.url} target="_blank" rel="noopener">
                View live
              </a>
            </Button>
          ) : null}
        </div>
      </Card>
    </form>
  );
}
