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
