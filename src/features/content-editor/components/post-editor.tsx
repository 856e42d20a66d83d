"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { LazyRichTextEditor } from "@/components/rich-text/rich-text-editor-lazy";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { ApiError, api } from "@/lib/api/client";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import { slugify } from "@/lib/slugify";
import { postInputSchema, type PostValues } from "../schemas";
import { FeatureImageField } from "./feature-image-field";
import { errorsFromApi, errorsFromZod, errorsUnder, FIX_FIELDS_MESSAGE, type FormErrors } from "./form-errors";
import { OrderedPicker, type PickerOption } from "./ordered-picker";
import { PublishingPanel } from "./publishing-panel";
import { RevisionHistory, revisionsQueryKey } from "./revision-history";
import { SeoFields } from "./seo-fields";
import { unsavedPreviewKey } from "./unsaved-post-preview";
import { SaveStatus } from "./save-status";

export const POSTS_API_PATH = "/admin/content/posts";
const postApiPath = (id: string) => `${POSTS_API_PATH}/${encodeURIComponent(id)}`;
export const postPreviewPath = (id: string, revisionId?: string) =>
  `${adminContentItemPath("posts", id)}/preview${revisionId ? `?revision=${encodeURIComponent(revisionId)}` : ""}`;

type Saved = { id: string; slug: string; status: PostValues["publishing"]["status"]; updatedAt: string };

/*
 * The post editor (/admin/content/posts/new and /{id}): title, slug, excerpt, body (rich text),
 * feature image with alt text, authors in byline order, tags with the primary tag, SEO fields and
 * publishing. The form is checked with the server's schema before sending; the server's messages
 * come back beside their fields. Each save is a revision (history on the side, with restore).
 */
export function PostEditor({
  postId,
  initial,
  authors,
  tags,
  publicPath,
}: {
  postId: string | null;
  initial: PostValues;
  authors: PickerOption[];
  tags: PickerOption[];
  publicPath: string | null;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PostValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const update = (patch: Partial<PostValues>) => {
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
    const checked = postInputSchema.safeParse(values);
    if (!checked.success) return fail(FIX_FIELDS_MESSAGE, errorsFromZod(checked.error));
    setSaving(true);
    try {
      const saved = postId ? await api.put<Saved>(postApiPath(postId), values) : await api.post<Saved>(POSTS_API_PATH, values);
      setErrors({});
      setValues((v) => ({ ...v, slug: saved.slug }));
      setSavedAt(new Date(saved.updatedAt).toLocaleTimeString());
      if (!postId) router.replace(adminContentItemPath("posts", saved.id));
      else {
        await queryClient.invalidateQueries({ queryKey: revisionsQueryKey("post", postId) });
        // The page's status badge and View live link follow the save; the form keeps its state.
        router.refresh();
      }
    } catch (error) {
      const fieldErrors = errorsFromApi(error);
      fail(error instanceof ApiError ? (Object.keys(fieldErrors).length ? FIX_FIELDS_MESSAGE : error.message) : "Something went wrong, please try again.", fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!postId) return;
    setDeleting(true);
    try {
      await api.delete(postApiPath(postId));
      router.push(adminContentKindPath("posts"));
    } catch (error) {
      setConfirmDelete(false);
      fail(error instanceof ApiError ? error.message : "Something went wrong, please try again.", {});
    } finally {
      setDeleting(false);
    }
  }

  const chosenTags = tags.filter((t) => values.tagIds.includes(t.id));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr] xl:items-start"
    >
      {/* Phones: content, then publishing with Save, byline and history, then SEO. Wide screens: content and SEO on the left, the
          rest beside them; the second row is 1fr so a tall side column never pushes the SEO card down. */}
      <Card className="flex flex-col gap-5 xl:col-start-1 xl:row-start-1">
        <Field label="Title" error={errors.title}>
          <Input value={values.title} onChange={(e) => update({ title: e.target.value })} maxLength={200} />
        </Field>
        <Field label="Excerpt" hint="One or two sentences for the blog's lists and search results." error={errors.excerpt}>
          <Textarea rows={3} value={values.excerpt} onChange={(e) => update({ excerpt: e.target.value })} />
        </Field>
        <Field label="Body" error={errors.bodyHtml}>
          <RichBody value={values.bodyHtml} onChange={(bodyHtml) => update({ bodyHtml })} />
        </Field>
        <FeatureImageField
          label="Feature image"
          src={values.featureImage}
          alt={values.featureImageAlt}
          errors={{ src: errors.featureImage, alt: errors.featureImageAlt }}
          onChange={(img) => update({ featureImage: img.src, featureImageAlt: img.alt })}
        />
      </Card>
      <div className="flex min-w-0 flex-col gap-6 xl:col-start-2 xl:row-span-2 xl:row-start-1">
        <Card className="flex flex-col gap-4 p-5 sm:p-5">
          <PublishingPanel value={values.publishing} onChange={(publishing) => update({ publishing })} errors={errorsUnder(errors, "publishing")} />
          <SaveStatus ref={summaryRef} failure={failure} savedAt={savedAt} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>
              Save
            </Button>
            {postId ? (
              <Button
                variant="outline"
                onClick={() => {
                  // The preview tab reads the form from here: it shows the changes before they are saved.
                  window.localStorage.setItem(unsavedPreviewKey(postId), JSON.stringify(values));
                  window.open(`${postPreviewPath(postId)}?unsaved=1`, "_blank", "noopener");
                }}
              >
                Preview
              </Button>
            ) : null}
            {publicPath ? (
              <Button asChild variant="ghost">
                <a href={publicPath} target="_blank" rel="noopener">
                  View live
                </a>
              </Button>
            ) : null}
          </div>
          {!postId ? <p className="text-sm text-muted-foreground">Save once to preview the post as the blog shows it.</p> : null}
          {postId && initial.publishing.status === "draft" ? (
            <Button variant="ghost" className="self-start text-danger hover:bg-danger-soft hover:text-danger-soft-foreground" onClick={() => setConfirmDelete(true)}>
              Delete draft
            </Button>
          ) : null}
        </Card>
        <Card className="flex flex-col gap-5 p-5 sm:p-5">
          <OrderedPicker
            label="Authors"
            itemNoun="author"
            hint="In byline order: the first is the lead author."
            options={authors}
            value={values.authorIds}
            onChange={(authorIds) => update({ authorIds })}
            error={errors.authorIds}
          />
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="text-sm font-medium">Tags</legend>
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {tags.map((t) => (
                <li key={t.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <NativeCheckbox
                      checked={values.tagIds.includes(t.id)}
                      onChange={(e) => {
                        const tagIds = e.target.checked ? [...values.tagIds, t.id] : values.tagIds.filter((x) => x !== t.id);
                        update({ tagIds, primaryTagId: values.primaryTagId && tagIds.includes(values.primaryTagId) ? values.primaryTagId : (tagIds[0] ?? null) });
                      }}
                    />
                    {t.name}
                  </label>
                </li>
              ))}
            </ul>
            {errors.tagIds ? <p className="text-sm text-danger">{errors.tagIds}</p> : null}
          </fieldset>
          <Field label="Primary tag" hint="Shown above the title; one of the post's tags." error={errors.primaryTagId}>
            <NativeSelect value={values.primaryTagId ?? ""} onChange={(e) => update({ primaryTagId: e.target.value || null })} disabled={!chosenTags.length}>
              <option value="">{chosenTags.length ? "None" : "Choose tags first"}</option>
              {chosenTags.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </Card>
        {postId ? (
          <Card className="p-5 sm:p-5">
            <RevisionHistory
              kind="post"
              entityId={postId}
              restoreUrl={(revisionId) => `${postApiPath(postId)}/revisions/${encodeURIComponent(revisionId)}/restore`}
              previewUrl={(revisionId) => postPreviewPath(postId, revisionId)}
              // The form starts again from the restored post.
              onRestored={() => window.location.reload()}
            />
          </Card>
        ) : null}
      </div>
      <Card className="min-w-0 xl:col-start-1 xl:row-start-2">
        <SeoFields
          slug={values.slug}
          slugPlaceholder={slugify(values.title) || undefined}
          onSlugChange={(slug) => update({ slug })}
          value={values.seo}
          onChange={(seo) => update({ seo })}
          errors={{ slug: errors.slug, ...errorsUnder(errors, "seo") }}
        />
      </Card>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this draft?"
        description="The draft and its history are deleted for good."
        confirmLabel="Delete draft"
        confirmVariant="danger"
        loading={deleting}
        onConfirm={() => void remove()}
      />
    </form>
  );
}

/** The body's rich-text editor inside the Field (which hands it id, aria-describedby and aria-invalid). */
function RichBody({
  value,
  onChange,
  ...aria
}: {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
}) {
  return (
    <LazyRichTextEditor
      id={aria.id ?? "post-body"}
      label="Body"
      value={value}
      onChange={onChange}
      aria-describedby={aria["aria-describedby"]}
      aria-invalid={aria["aria-invalid"]}
    />
  );
}
