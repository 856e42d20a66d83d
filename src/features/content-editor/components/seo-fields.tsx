"use client";

import { useId, useState } from "react";
import { ImageUploadDialog } from "@/components/rich-text/image-upload-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { SEO_LIMITS, type SeoFieldsInput } from "../schemas";

export type SeoValues = Required<SeoFieldsInput>;
export type SeoErrors = Partial<Record<"slug" | keyof SeoValues, string>>;

export const EMPTY_SEO: SeoValues = { seoTitle: "", description: "", ogTitle: "", ogDescription: "", ogImage: "", noindex: false };

function count(value: string, limit: number): string {
  return `${value.length} of ${limit} characters${value.length > limit ? ": too long" : ""}.`;
}

/**
 * Slug and search-engine fields of a post or page: the slug (empty: from the title; an old slug keeps
 * working, redirects.ts), the SEO title and meta description with their counts against the limits
 * search engines show, the Open Graph title, description and image for shared links, and noindex.
 */
export function SeoFields({
  slug,
  slugPlaceholder,
  onSlugChange,
  slugReadOnly = false,
  value,
  onChange,
  errors = {},
}: {
  slug: string;
  /** A page whose address is a fixed route (static pages, /getting-hired): the slug is shown, not edited. */
  slugReadOnly?: boolean;
  /** What an empty slug becomes (the title's words). */
  slugPlaceholder?: string;
  onSlugChange: (slug: string) => void;
  value: SeoValues;
  onChange: (next: SeoValues) => void;
  errors?: SeoErrors;
}) {
  const base = useId();
  const [uploadOpen, setUploadOpen] = useState(false);
  const set = (patch: Partial<SeoValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">URL and search engines</legend>
      <Field
        label="Slug"
        id={`${base}-slug`}
        hint={
          slugReadOnly ? (
            "This page's address is one of the site's fixed routes, so it cannot change."
          ) : (
            <>
              Lower-case words joined by hyphens{slugPlaceholder ? `; empty uses ${slugPlaceholder}` : ""}. Changing the slug keeps the old URL working.
            </>
          )
        }
        error={errors.slug}
      >
        <Input value={slug} placeholder={slugPlaceholder} onChange={(e) => onSlugChange(e.target.value)} readOnly={slugReadOnly} autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field label="SEO title" id={`${base}-seo-title`} hint={`Shown in search results instead of the title. ${count(value.seoTitle, SEO_LIMITS.seoTitle)}`} error={errors.seoTitle}>
        <Input value={value.seoTitle} onChange={(e) => set({ seoTitle: e.target.value })} />
      </Field>
      <Field label="Meta description" id={`${base}-description`} hint={`The summary under the title in search results. ${count(value.description, SEO_LIMITS.description)}`} error={errors.description}>
        <Textarea rows={3} value={value.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Field label="Social title (Open Graph)" id={`${base}-og-title`} hint={`When a link is shared; empty uses the SEO title. ${count(value.ogTitle, SEO_LIMITS.ogTitle)}`} error={errors.ogTitle}>
        <Input value={value.ogTitle} onChange={(e) => set({ ogTitle: e.target.value })} />
      </Field>
      <Field label="Social description (Open Graph)" id={`${base}-og-description`} hint={count(value.ogDescription, SEO_LIMITS.ogDescription)} error={errors.ogDescription}>
        <Textarea rows={2} value={value.ogDescription} onChange={(e) => set({ ogDescription: e.target.value })} />
      </Field>
      <div className="flex min-w-0 flex-col gap-2">
        <Field label="Social image (Open Graph)" id={`${base}-og-image`} hint="An uploaded image or an https:// address; empty uses the feature image." error={errors.ogImage}>
          <Input value={value.ogImage} onChange={(e) => set({ ogImage: e.target.value })} inputMode="url" spellCheck={false} />
        </Field>
        <div>
          <Button variant="outline" size="sm" onClick={() => setUploadOpen(true)}>
            Upload a social image
          </Button>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <NativeCheckbox checked={value.noindex} onChange={(e) => set({ noindex: e.target.checked })} />
        Hide from search engines (noindex)
      </label>
      <ImageUploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        title="Upload a social image"
        confirmLabel="Use this image"
        onInsert={(image) => {
          set({ ogImage: image.src });
          setUploadOpen(false);
        }}
      />
    </fieldset>
  );
}
