"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { LazyRichTextEditor } from "@/components/rich-text/rich-text-editor-lazy";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { ApiError, api } from "@/lib/api/client";
import { StaticPageView } from "@/features/content/components/static-page-view";
import { staticPageInputSchema, type StaticPageValues } from "../page-schemas";
import { errorsFromApi, errorsFromZod, errorsUnder, FIX_FIELDS_MESSAGE, type FormErrors } from "./form-errors";
import { PagePreviewButton, previewHtml } from "./page-preview-dialog";
import { PublishingPanel } from "./publishing-panel";
import { RevisionHistory, revisionsQueryKey } from "./revision-history";
import { SeoFields } from "./seo-fields";
import { SaveStatus } from "./save-status";

export const PAGES_API_PATH = "/admin/content/pages";
export const pageApiPath = (id: string) => `${PAGES_API_PATH}/${encodeURIComponent(id)}`;

type Ctas = StaticPageValues["fields"]["ctas"];

/*
 * The static page editor (/admin/content/pages/{id}): title, the lead, date line and buttons the page
 * shows above its body, the body (rich text), SEO and publishing. The slug is the page's route and
 * is shown, not edited. Checked with the server's schema before sending; the server's messages come
 * back beside their fields. Each save is a revision (history on the side, with restore); Preview
 * shows the unsaved page as the site will.
 */
export function PageEditor({ pageId, slug, initial, publicPath }: { pageId: string; slug: string; initial: StaticPageValues; publicPath: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<StaticPageValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const update = (patch: Partial<StaticPageValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setSavedAt(null);
  };
  const setFields = (patch: Partial<StaticPageValues["fields"]>) => update({ fields: { ...values.fields, ...patch } });
  const setCta = (i: number, patch: Partial<Ctas[number]>) => setFields({ ctas: values.fields.ctas.map((c, j) => (j === i ? { ...c, ...patch } : c)) });

  function fail(message: string, fieldErrors: FormErrors) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function save() {
    setFailure(null);
    const checked = staticPageInputSchema.safeParse(values);
    if (!checked.success) return fail(FIX_FIELDS_MESSAGE, errorsFromZod(checked.error));
    setSaving(true);
    try {
      const saved = await api.put<{ updatedAt: string }>(pageApiPath(pageId), values);
      setErrors({});
      setSavedAt(new Date(saved.updatedAt).toLocaleTimeString());
      await queryClient.invalidateQueries({ queryKey: revisionsQueryKey("page", pageId) });
    } catch (error) {
      const fieldErrors = errorsFromApi(error);
      fail(error instanceof ApiError ? (Object.keys(fieldErrors).length ? FIX_FIELDS_MESSAGE : error.message) : "Something went wrong, please try again.", fieldErrors);
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
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-5">
          <Field label="Title" hint="The page's heading." error={errors.title}>
            <Input value={values.title} onChange={(e) => update({ title: e.target.value })} maxLength={200} />
          </Field>
          <Field label="Lead paragraph" hint="Shown under the heading; empty for none." error={errors["fields.lead"]}>
            <Textarea rows={3} value={values.fields.lead} onChange={(e) => setFields({ lead: e.target.value })} />
          </Field>
          <Field label="Date line" hint='Such as "Last updated: January 15, 2026"; empty for none.' error={errors["fields.updatedLabel"]}>
            <Input value={values.fields.updatedLabel} onChange={(e) => setFields({ updatedLabel: e.target.value })} />
          </Field>
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="text-sm font-medium">Buttons under the heading</legend>
            {values.fields.ctas.map((cta, i) => (
              <div key={i} className="grid min-w-0 grid-cols-1 gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-end">
                <Field label={`Button ${i + 1} label`} error={errors[`fields.ctas.${i}.label`]}>
                  <Input value={cta.label} onChange={(e) => setCta(i, { label: e.target.value })} />
                </Field>
                <Field label={`Button ${i + 1} link`} error={errors[`fields.ctas.${i}.href`]}>
                  <Input value={cta.href} onChange={(e) => setCta(i, { href: e.target.value })} inputMode="url" spellCheck={false} />
                </Field>
                <Field label={`Button ${i + 1} style`}>
                  <NativeSelect value={cta.variant} onChange={(e) => setCta(i, { variant: e.target.value as "primary" | "outline" })}>
                    <option value="primary">Filled</option>
                    <option value="outline">Outlined</option>
                  </NativeSelect>
                </Field>
                <Button variant="ghost" onClick={() => setFields({ ctas: values.fields.ctas.filter((_, j) => j !== i) })}>
                  Remove button {i + 1}
                </Button>
              </div>
            ))}
            {errors["fields.ctas"] ? <p className="text-sm text-danger">{errors["fields.ctas"]}</p> : null}
            {values.fields.ctas.length < 4 ? (
              <Button variant="outline" size="sm" className="self-start" onClick={() => setFields({ ctas: [...values.fields.ctas, { label: "", href: "", variant: "primary" }] })}>
                Add a button
              </Button>
            ) : null}
          </fieldset>
          <Field label="Body" error={errors.bodyHtml}>
            <RichBody value={values.bodyHtml} onChange={(bodyHtml) => update({ bodyHtml })} />
          </Field>
        </Card>
        <Card>
          <SeoFields slug={slug} slugReadOnly onSlugChange={() => {}} value={values.seo} onChange={(seo) => update({ seo })} errors={errorsUnder(errors, "seo")} />
        </Card>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-4 p-5 sm:p-5">
          <PublishingPanel value={values.publishing} onChange={(publishing) => update({ publishing })} errors={errorsUnder(errors, "publishing")} />
          <SaveStatus ref={summaryRef} failure={failure} savedAt={savedAt} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>
              Save
            </Button>
            <PagePreviewButton
              title={values.title}
              load={async () => <StaticPageView title={values.title} fields={values.fields} bodyHtml={(await previewHtml(values.bodyHtml)).bodyHtml} />}
            />
            {publicPath && initial.publishing.status === "published" ? (
              <Button asChild variant="ghost">
                <a href={publicPath} target="_blank" rel="noopener">
                  View live
                </a>
              </Button>
            ) : null}
          </div>
        </Card>
        <Card className="p-5 sm:p-5">
          <RevisionHistory kind="page" entityId={pageId} restoreUrl={(revisionId) => `${pageApiPath(pageId)}/revisions/${encodeURIComponent(revisionId)}/restore`} onRestored={() => router.refresh()} />
        </Card>
      </div>
    </form>
  );
}

/** The body's rich-text editor inside the Field (which hands it id, aria-describedby and aria-invalid). */
function RichBody({ value, onChange, ...aria }: { value: string; onChange: (html: string) => void; id?: string; "aria-describedby"?: string; "aria-invalid"?: boolean | "true" | "false" }) {
  return <LazyRichTextEditor id={aria.id ?? "page-body"} label="Body" value={value} onChange={onChange} aria-describedby={aria["aria-describedby"]} aria-invalid={aria["aria-invalid"]} />;
}
