"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropZoneFrame } from "@/components/ui/drop-zone";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { ApiError, api } from "@/lib/api/client";
import { fileToBase64 } from "@/lib/uploads/file-to-base64";
import { useDropZone } from "@/lib/uploads/use-drop-zone";

/** The content editor's image upload (features/content-editor: POST /api/admin/content/images). */
export const CONTENT_IMAGES_API_PATH = "/admin/content/images";

export type InsertedImage = { src: string; alt: string };

export const IMAGE_DIALOG_MESSAGES = {
  chooseImage: "Choose an image to upload.",
  altRequired: "Describe the image for people who cannot see it, or mark it as decorative.",
  altRequiredNoDecorative: "Describe the image for people who cannot see it.",
} as const;

const ACCEPT = { "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"] };
const MAX_BYTES = 10_000_000;

/**
 * Upload an image and describe it: a drop zone (or Browse), then the alt text, required unless the
 * image is marked decorative (alt=""). `allowDecorative` false (a feature image, an avatar) always
 * asks for a description. The file is sent when the dialog is confirmed; the server decides the type.
 */
export function ImageUploadDialog({
  open,
  onOpenChange,
  onInsert,
  title = "Insert image",
  confirmLabel = "Insert image",
  allowDecorative = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (image: InsertedImage) => void;
  title?: string;
  confirmLabel?: string;
  allowDecorative?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        {/* The body unmounts when the dialog closes, so it opens clean each time. */}
        {open ? <ImageUploadBody title={title} confirmLabel={confirmLabel} allowDecorative={allowDecorative} onCancel={() => onOpenChange(false)} onInsert={onInsert} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImageUploadBody({
  title,
  confirmLabel,
  allowDecorative,
  onCancel,
  onInsert,
}: {
  title: string;
  confirmLabel: string;
  allowDecorative: boolean;
  onCancel: () => void;
  onInsert: (image: InsertedImage) => void;
}) {
  const altId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);

  const zone = useDropZone({
    accept: ACCEPT,
    maxSize: MAX_BYTES,
    multiple: false,
    maxFiles: 1,
    keyboard: false,
    disabled: busy,
    onDrop: (accepted, rejected) => {
      const chosen = accepted[0];
      if (!chosen) {
        setErrors((e) => ({ ...e, file: rejected[0]?.errors[0]?.message ?? IMAGE_DIALOG_MESSAGES.chooseImage }));
        return;
      }
      if (preview) URL.revokeObjectURL(preview);
      setFile(chosen);
      setPreview(URL.createObjectURL(chosen));
      setErrors((e) => ({ ...e, file: undefined }));
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    const description = alt.trim();
    const next: typeof errors = {};
    if (!file) next.file = IMAGE_DIALOG_MESSAGES.chooseImage;
    if (!description && !(allowDecorative && decorative)) next.alt = allowDecorative ? IMAGE_DIALOG_MESSAGES.altRequired : IMAGE_DIALOG_MESSAGES.altRequiredNoDecorative;
    setErrors(next);
    if (next.file || next.alt || !file) return;
    setBusy(true);
    try {
      const saved = await api.post<{ key: string; url: string }>(CONTENT_IMAGES_API_PATH, { fileName: file.name, base64EncodedData: await fileToBase64(file) });
      if (preview) URL.revokeObjectURL(preview);
      onInsert({ src: saved.url, alt: decorative && allowDecorative ? "" : description });
    } catch (err) {
      setErrors({ file: err instanceof ApiError ? err.message : "The image could not be uploaded. Try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>A PNG or JPEG image of at most 10 MB. Large images are scaled down.</DialogDescription>
      </DialogHeader>
      <DropZoneFrame zone={zone} testId="content-image-drop-zone" inputLabel="Choose an image file" size="sm">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview, not a page image
          <img src={preview} alt="" className="max-h-40 max-w-full rounded-md object-contain" />
        ) : null}
        <p className="text-sm text-foreground">{zone.isDragActive ? "Drop the image here." : file ? `Selected: ${file.name}` : "Drag and drop an image here, or"}</p>
        <Button variant="outline" size="sm" onClick={zone.open} disabled={busy}>
          {file ? "Choose another image" : "Browse files"}
        </Button>
      </DropZoneFrame>
      {errors.file ? (
        <p role="alert" className="text-sm text-danger">
          {errors.file}
        </p>
      ) : null}
      <Field
        label="Alt text"
        id={altId}
        hint="What the image shows, for people who use a screen reader or cannot load images."
        error={errors.alt}
      >
        <Input value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} disabled={decorative && allowDecorative} />
      </Field>
      {allowDecorative ? (
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={decorative} onChange={(e) => setDecorative(e.target.checked)} />
          Decorative image (adds nothing to the text; screen readers skip it)
        </label>
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
