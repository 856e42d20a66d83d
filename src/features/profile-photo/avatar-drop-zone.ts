import type { DropZoneRules, RejectedFile } from "@/lib/uploads/drop-zone-rules";
import { AVATAR_MAX_BYTES } from "@/lib/uploads/file-types";

/*
 * The avatar's drop zones (the modal's and the full-page one): png, jpeg and svg by MIME type or by
 * extension (spec 5), at most 10,000,000 bytes, one file. Several may be chosen in the file dialog so
 * that two files give 'You may select only one image.' rather than being cut to one silently.
 */
export const AVATAR_DROP_RULES = {
  accept: { "image/png": [".png"], "image/jpeg": [".jpeg", ".jpg"], "image/svg+xml": [".svg"] },
  maxSize: AVATAR_MAX_BYTES,
  multiple: true,
  maxFiles: 1,
} as const satisfies DropZoneRules;

/**
 * Every file of a drop or a choice, accepted or not, in one list: the zone's verdict drives the drag
 * states, while the modal's own checks (validate-selection.ts) give the avatar's messages (spec 5, 8).
 */
export function allDroppedFiles(accepted: readonly File[], rejected: readonly RejectedFile[]): File[] {
  return [...accepted, ...rejected.map((r) => r.file)];
}
