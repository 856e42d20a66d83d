"use client";

import { useEffect, useRef, useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { User } from "@/components/ui/icons";
import { DropZoneFrame } from "@/components/ui/drop-zone";
import { useDropZone } from "@/lib/uploads/use-drop-zone";
import { AVATAR_DROP_RULES, allDroppedFiles } from "../avatar-drop-zone";
import { AVATAR_LABELS, AVATAR_MESSAGES, AVATAR_PREVIEW_PX } from "../messages";
import { validateImageBytes, validateSelection } from "../validate-selection";
import { FullPageDropOverlay } from "./full-page-drop-overlay";
import { fileToBase64, useAvatar, useDeleteAvatar, useSaveAvatar } from "./use-avatar";

type Selected = { file: File; previewUrl: string };

const REJECT_TEXT = "This file cannot be used as an avatar.";

/*
 * The Upload Avatar modal (spec 2.2, 4, 5): drag and drop or browse, a 165px preview, Delete Avatar
 * only when an avatar exists, Save Avatar. Saving closes the modal; deleting clears the local preview;
 * failures show the generic error toast (the default for mutations).
 */
export function UploadAvatarModal({ open, onOpenChange, enabled = true }: { open: boolean; onOpenChange: (open: boolean) => void; enabled?: boolean }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        {/* The body unmounts when the modal closes, so a reopened modal starts clean. */}
        <UploadAvatarBody enabled={enabled} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
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
  useEffect(
    () => () => {
      if (selectedRef.current) URL.revokeObjectURL(selectedRef.current.previewUrl);
    },
    [],
  );

  // The avatar's own checks (spec 5) on every file, accepted by the zone or not, for its messages.
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

  const zone = useDropZone({
    ...AVATAR_DROP_RULES,
    // The Browse files button is the keyboard way in; the zone itself is not a second tab stop.
    keyboard: false,
    disabled: save.isPending,
    onDrop: (accepted, rejected) => void choose(allDroppedFiles(accepted, rejected)),
  });

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

  return (
    <>
      <DialogHeader>
        <DialogTitle>{AVATAR_LABELS.title}</DialogTitle>
        <DialogDescription>A PNG, JPEG or SVG image of at most 10MB. Drag and drop it here or browse your files.</DialogDescription>
      </DialogHeader>

      <div className="flex justify-center">
        <Avatar className="border border-border" style={{ width: AVATAR_PREVIEW_PX, height: AVATAR_PREVIEW_PX }} data-testid="avatar-preview">
          {preview ? (
            <AvatarImage key={preview} src={preview} alt={selected ? "Preview of the selected image" : "Your current avatar"} width={AVATAR_PREVIEW_PX} height={AVATAR_PREVIEW_PX} />
          ) : null}
          <AvatarFallback className="bg-muted text-muted-foreground">
            <User aria-hidden="true" className="size-20" />
          </AvatarFallback>
        </Avatar>
      </div>

      <DropZoneFrame zone={zone} testId="avatar-drop-zone" inputLabel="Choose an image file" size="sm">
        <p className="text-sm text-foreground">{zone.state === "reject" ? REJECT_TEXT : zone.isDragActive ? "Drop the image here." : "Drag and drop an image here, or"}</p>
        <Button variant="outline" size="sm" onClick={zone.open} disabled={busy}>
          Browse files
        </Button>
        {selected ? <p className="max-w-full truncate text-xs text-muted-foreground">Selected: {selected.file.name}</p> : null}
      </DropZoneFrame>

      <div role="alert" aria-live="assertive" className="min-h-5 text-sm text-danger">
        {errors.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>

      <DialogFooter className="sm:justify-between">
        {current ? (
          <Button variant="ghost" className="text-danger hover:bg-danger-soft hover:text-danger-soft-foreground" loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
            {AVATAR_LABELS.deleteAvatar}
          </Button>
        ) : null}
        <Button className="sm:ml-auto" loading={save.isPending} disabled={busy && !save.isPending} onClick={() => void onSave()}>
          {AVATAR_LABELS.saveAvatar}
        </Button>
      </DialogFooter>
      <FullPageDropOverlay
        active={!busy}
        rules={AVATAR_DROP_RULES}
        label="Drop your image anywhere to use it as your avatar"
        rejectLabel={REJECT_TEXT}
        onDrop={(accepted, rejected) => void choose(allDroppedFiles(accepted, rejected))}
      />
    </>
  );
}
