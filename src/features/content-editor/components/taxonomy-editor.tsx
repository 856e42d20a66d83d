"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { ApiError, api } from "@/lib/api/client";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import { slugify } from "@/lib/slugify";
import { authorInputSchema, tagInputSchema } from "../schemas";
import { FeatureImageField } from "./feature-image-field";
import { errorsFromApi, errorsFromZod, FIX_FIELDS_MESSAGE, type FormErrors } from "./form-errors";
import { SaveStatus } from "./save-status";

export type TaxonomyValues = { name: string; slug: string; role: string; bio: string; avatarUrl: string; description: string };
type Kind = "authors" | "tags";

const NOUN: Record<Kind, string> = { authors: "author", tags: "tag" };

/*
 * The author and tag editors (/admin/content/authors/{id}, /tags/{id}): name and slug (empty: from the
 * name; a changed slug keeps the old URL working), an author's role line, bio and photo, a tag's
 * description. Delete asks first; the server refuses while posts use it and says how many.
 */
export function TaxonomyEditor({ kind, id, initial, posts }: { kind: Kind; id: string | null; initial: TaxonomyValues; posts: number }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const apiPath = `/admin/content/${kind}`;
  const noun = NOUN[kind];

  const update = (patch: Partial<TaxonomyValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setSavedAt(null);
  };
  const body = () =>
    kind === "authors" ? { name: values.name, slug: values.slug, role: values.role, bio: values.bio, avatarUrl: values.avatarUrl } : { name: values.name, slug: values.slug, description: values.description };

  function fail(message: string, fieldErrors: FormErrors) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function save() {
    setFailure(null);
    const checked = (kind === "authors" ? authorInputSchema : tagInputSchema).safeParse(body());
    if (!checked.success) return fail(FIX_FIELDS_MESSAGE, errorsFromZod(checked.error));
    setSaving(true);
    try {
      const saved = id ? await api.put<{ id: string; slug: string }>(`${apiPath}/${id}`, body()) : await api.post<{ id: string; slug: string }>(apiPath, body());
      setErrors({});
      setValues((v) => ({ ...v, slug: saved.slug }));
      setSavedAt(new Date().toLocaleTimeString());
      if (!id) router.replace(adminContentItemPath(kind, saved.id));
      else router.refresh();
    } catch (error) {
      const fieldErrors = errorsFromApi(error);
      fail(error instanceof ApiError ? (Object.keys(fieldErrors).length ? FIX_FIELDS_MESSAGE : error.message) : "Something went wrong, please try again.", fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!id) return;
    setDeleting(true);
    try {
      await api.delete(`${apiPath}/${id}`);
      router.push(adminContentKindPath(kind));
    } catch (error) {
      setConfirmDelete(false);
      fail(error instanceof ApiError ? error.message : "Something went wrong, please try again.", {});
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex max-w-2xl min-w-0 flex-col gap-5"
      >
        <Field label="Name" error={errors.name}>
          <Input value={values.name} onChange={(e) => update({ name: e.target.value })} maxLength={120} />
        </Field>
        <Field
          label="Slug"
          hint={`Lower-case words joined by hyphens${values.name ? `; empty uses ${slugify(values.name)}` : ""}. Changing the slug keeps the old URL working.`}
          error={errors.slug}
        >
          <Input value={values.slug} placeholder={slugify(values.name) || undefined} onChange={(e) => update({ slug: e.target.value })} autoCapitalize="none" spellCheck={false} />
        </Field>
        {kind === "authors" ? (
          <>
            <Field label="Role" hint="The line under the name, e.g. Career coach, former recruiter." error={errors.role}>
              <Input value={values.role} onChange={(e) => update({ role: e.target.value })} maxLength={160} />
            </Field>
            <Field label="Bio" error={errors.bio}>
              <Textarea rows={5} value={values.bio} onChange={(e) => update({ bio: e.target.value })} />
            </Field>
            <FeatureImageField label="Photo" src={values.avatarUrl} alt="" withAlt={false} errors={{ src: errors.avatarUrl }} onChange={(img) => update({ avatarUrl: img.src })} />
          </>
        ) : (
          <Field label="Description" hint="Shown on the tag's page." error={errors.description}>
            <Textarea rows={4} value={values.description} onChange={(e) => update({ description: e.target.value })} />
          </Field>
        )}
        <SaveStatus ref={summaryRef} failure={failure} savedAt={savedAt} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            Save {noun}
          </Button>
          {id ? (
            <Button variant="ghost" className="text-danger hover:bg-danger-soft hover:text-danger-soft-foreground" onClick={() => setConfirmDelete(true)}>
              Delete {noun}
            </Button>
          ) : null}
          {id ? <p className="text-sm text-muted-foreground">{posts === 1 ? "Used by 1 post." : `Used by ${posts} posts.`}</p> : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete this ${noun}?`}
        description={posts > 0 ? `It is used by ${posts} ${posts === 1 ? "post" : "posts"}: remove it from them first.` : `The ${noun} is deleted for good; its old links stop working.`}
        confirmLabel={`Delete ${noun}`}
        confirmVariant="danger"
        loading={deleting}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}
