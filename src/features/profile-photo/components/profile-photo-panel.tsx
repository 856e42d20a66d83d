"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Trash2, Upload } from "@/components/ui/icons";
import { AVATAR_PREVIEW_PX } from "../messages";
import { useAvatar, useDeleteAvatar } from "./use-avatar";

// The modal (drop zone, image checks) loads when the person opens it.
const UploadAvatarModal = dynamic(() => import("./upload-avatar-modal").then((m) => m.UploadAvatarModal), { ssr: false });

/*
 * The Candidate360 avatar page's body (/dashboard/candidate360/avatar): the current photo at the
 * modal's preview size (or the person's initials), Upload or Replace (the Upload Avatar modal, with
 * its spec checks and messages) and Remove after a confirm. Reads and writes through the avatar API,
 * so the header's avatar and this page change together.
 */
export function ProfilePhotoPanel({ name, initialUrl }: { name: string; initialUrl: string | null }) {
  const avatar = useAvatar(true);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAvatar(() => setConfirming(false));
  const url = avatar.isFetched ? (avatar.data ?? null) : initialUrl;
  const initials = initialsOf(name);

  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
      <Avatar className="border border-border" style={{ width: AVATAR_PREVIEW_PX, height: AVATAR_PREVIEW_PX }} data-testid="profile-photo">
        {url ? <AvatarImage key={url} src={url} alt="Your profile photo" width={AVATAR_PREVIEW_PX} height={AVATAR_PREVIEW_PX} /> : null}
        {/* The sentence beside it says whether this is a photo or the initials. */}
        <AvatarFallback className="text-4xl" aria-hidden="true">
          {initials}
        </AvatarFallback>
      </Avatar>
      <div className="flex flex-col items-center gap-3 sm:items-start">
        <p className="text-center sm:text-left" data-testid="profile-photo-state">
          {url ? "This is your profile photo; your Upstep header shows it too." : "You have no profile photo yet; your initials show instead."}
        </p>
        <p className="text-center text-sm text-muted-foreground sm:text-left">A PNG, JPEG or SVG image of at most 10MB, shown round.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" /> {url ? "Replace photo" : "Upload a photo"}
          </Button>
          {url ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      {uploading ? <UploadAvatarModal open={uploading} onOpenChange={setUploading} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : (setConfirming(false), remove.reset()))}
        title="Remove your profile photo?"
        description="Your initials will show instead until you upload another."
        confirmLabel="Remove"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </div>
  );
}
