/* The avatar modal's texts (spec 2.2, 5 and 8), exactly as the spec gives them. */
export const AVATAR_MESSAGES = {
  onlyOneImage: "You may select only one image.",
  tooLarge: "Selected file exceeds 10MB size limit",
  invalidImage: "Invalid Image (.jpeg,.png,.jpg,.svg)",
  noFile: "No file selected.",
  selectFile: "Please select a file to continue.",
} as const;

export const AVATAR_LABELS = {
  title: "Upload Avatar",
  deleteAvatar: "Delete Avatar",
  saveAvatar: "Save Avatar",
} as const;

/** Spec 5: extensions .jpeg, .jpg, .png, .svg. */
export const AVATAR_EXTENSIONS = [".jpeg", ".jpg", ".png", ".svg"] as const;
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/svg+xml"] as const;
/** Spec 9: the avatar is 10,000,000 bytes at most. */
export { AVATAR_MAX_BYTES } from "@/lib/uploads/file-types";
/** Spec 9: the avatar is cached 10 minutes on the client. */
export const AVATAR_STALE_MS = 10 * 60 * 1000;
export const AVATAR_PREVIEW_PX = 165;
/**
 * The stored avatar: a square of 330 pixels, twice the largest size the UI shows it at (the 165px
 * preview above; the header's avatar is 36px, spec 9), so it stays sharp on 2x screens everywhere.
 */
export const AVATAR_STORED_PX = 2 * AVATAR_PREVIEW_PX;
/**
 * Not in the spec, which gives no pixel limit: a PNG or JPEG whose header declares more than 40
 * megapixels (IMAGE_MAX_PIXELS) is refused before it is decoded (decision 009 amendment).
 */
export const AVATAR_TOO_MANY_PIXELS_MESSAGE = "Selected image exceeds the 40 megapixel limit (for example 8000 x 5000 pixels)";
