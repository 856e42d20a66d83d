"use client";

import { useId, useState } from "react";
import { ImageUploadDialog } from "@/components/rich-text/image-upload-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * An image with its alt text (a post's feature image, an author's photo): upload (the dialog asks for
 * the description), change the description, or remove. The alt text is required while an image is set.
 */
export function FeatureImageField({
  label,
  src,
  alt,
  onChange,
  errors = {},
  withAlt = true,
}: {
  label: string;
  src: string;
  alt: string;
  onChange: (next: { src: string; alt: string }) => void;
  errors?: { src?: string; alt?: string };
  withAlt?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-sm font-medium">{label}</legend>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file or same-site path, shown as chosen
        <img src={src} alt="" className="max-h-48 w-full max-w-md rounded-md border border-border bg-muted object-cover" />
      ) : (
        <p className="text-sm text-muted-foreground">No image.</p>
      )}
      {errors.src ? <p className="text-sm text-danger">{errors.src}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {src ? "Replace image" : "Upload image"}
        </Button>
        {src ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({ src: "", alt: "" })}>
            Remove image
          </Button>
        ) : null}
      </div>
      {src && withAlt ? (
        <Field label="Image description (alt text)" id={`${id}-alt`} hint="What the image shows, for people who cannot see it." error={errors.alt}>
          <Input value={alt} onChange={(e) => onChange({ src, alt: e.target.value })} maxLength={300} />
        </Field>
      ) : null}
      <ImageUploadDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        confirmLabel="Use this image"
        allowDecorative={false}
        onInsert={(image) => {
          onChange(image);
          setOpen(false);
        }}
      />
    </fieldset>
  );
}
