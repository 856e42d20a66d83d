"use client";

import { useEffect, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@/components/ui/button";
import { useDropZone } from "@/lib/uploads/use-drop-zone";
import { AVATAR_LABELS, AVATAR_MESSAGES, AVATAR_MIME_TYPES, AVATAR_PREVIEW_PX } from "../messages";
import { validateImageBytes, validateSelection } from "../validate-selection";
import { FullPageDropOverlay } from "./full-page-drop-overlay";
import { fileToBase64, useAvatar, useDeleteAvatar, useSaveAvatar } from "./use-avatar";

type Selected = { file: File; previewUrl: string };

/*
 * The Upload Avatar modal (spec 2.2, 4, 5): drag and drop or browse, a 165px preview, Delete Avatar
 * only when an avatar exists, Save Avatar. Saving closes the modal; deleting clears the local preview;
 * failures show the generic error toast (the default for mutations).
 */
export function UploadAvatarModal({ open, onOpenChange, enabled = true }: { open: boolean; onOpenChange: (open: boolean) => void; enabled?: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          {/* The body unmounts when the modal closes, so a reopened modal starts clean. */}
          <UploadAvatarBody enabled={enabled} onSaved={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function UploadAvatarBody({ enabled, onSaved }: { enabled: boolean; onSaved: () => void }) {
  const avatar = useAvatar(enabled);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  const clearSelection = () =>
    setSelected((s) => {
      if (s) URL.revokeObjectURL(s.previewUrl);
      return null;
    });

  const save = useSaveAvatar(onSaved);
  const remove = useDeleteAvatar(() => clearSelection());

  // Object URLs of the preview are released when the body unmounts.
  const selectedRef = useRef<Selected | null>(null);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  useEffect(() => () => {
    if (selectedRef.current) URL.revokeObjectURL(selectedRef.current.previewUrl);
  }, []);

  async function choose(files: File[]) {
    const checked = validateSelection(files);
    if (!checked.ok) {
      clearSelection();
      setErrors(checked.messages);
      return;
    }
    setReading(true);
    try {
      const head = new Uint8Array(await checked.file.arrayBuffer());
      const content = validateImageBytes(head);
      if (!content.ok) {
        clearSelection();
        setErrors(content.messages);
        return;
      }
      setErrors([]);
      clearSelection();
      setSelected({ file: checked.file, previewUrl: URL.createObjectURL(checked.file) });
    } finally {
      setReading(false);
    }
  }

  const zone = useDropZone({ multiple: true, onDrop: (_a, _r, all) => void choose(all), disabled: save.isPending });

  async function onSave() {
    if (!selected) {
      setErrors([AVATAR_MESSAGES.noFile, AVATAR_MESSAGES.selectFile]);
      return;
    }
    const base64EncodedData = await fileToBase64(selected.file);
    save.mutate({ mimeType: selected.file.type, fileName: selected.file.name, base64EncodedData });
  }

  const current = avatar.data ?? null;
  const preview = selected?.previewUrl ?? current;
  const busy = save.isPending || remove.isPending || reading;
  const zoneTone = zone.isDragReject
    ? "border-danger-600 bg-danger-50"
    : zone.isDragAccept
      ? "border-brand-600 bg-brand-50"
      : zone.isFileDialogActive
        ? "border-brand-400 bg-slate-50"
        : "border-slate-300 bg-white";

  return (
    <>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{AVATAR_LABELS.title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close" className="-mr-2 -mt-2 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800">
                <span aria-hidden="true" className="text-2xl leading-none">×</span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">A PNG, JPEG or SVG image of at most 10MB. Drag and drop it here or browse your files.</Dialog.Description>

          <div className="mt-5 flex justify-center">
            <div
              className="grid place-items-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-slate-400"
              style={{ width: AVATAR_PREVIEW_PX, height: AVATAR_PREVIEW_PX }}
              data-testid="avatar-preview"
            >
              {preview ? (
                // eslint-disable-next-line @next/next/no-img-element -- object URLs and stored files; next/image adds nothing here
                <img src={preview} alt={selected ? "Preview of the selected image" : "Your current avatar"} width={AVATAR_PREVIEW_PX} height={AVATAR_PREVIEW_PX} className="size-full object-cover" />
              ) : (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-20" fill="currentColor">
                  <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
                </svg>
              )}
            </div>
          </div>

          <div {...zone.rootProps} data-state={zone.state} data-testid="avatar-drop-zone" className={`mt-5 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${zoneTone}`}>
            <input {...zone.inputProps} aria-label="Choose an image file" accept={[...AVATAR_MIME_TYPES, ".jpeg", ".jpg", ".png", ".svg"].join(",")} />
            <p className="text-sm text-slate-700">
              {zone.isDragReject ? "This file cannot be used as an avatar." : zone.isDragActive ? "Drop the image here." : "Drag and drop an image here, or"}
            </p>
            <Button variant="outline" size="sm" onClick={zone.open} disabled={busy}>
              Browse files
            </Button>
            {selected ? <p className="max-w-full truncate text-xs text-slate-500">Selected: {selected.file.name}</p> : null}
          </div>

          <div role="alert" aria-live="assertive" className="mt-3 min-h-5 text-sm text-danger-700">
            {errors.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>

          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <div>
              {current ? (
                <Button variant="ghost" className="text-danger-700 hover:bg-danger-50" loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
                  {AVATAR_LABELS.deleteAvatar}
                </Button>
              ) : null}
            </div>
            <Button loading={save.isPending} disabled={busy && !save.isPending} onClick={() => void onSave()}>
              {AVATAR_LABELS.saveAvatar}
            </Button>
          </div>
          <FullPageDropOverlay active={!busy} label="Drop your image anywhere to use it as your avatar" onDrop={(files) => void choose(files)} />
    </>
  );
}
