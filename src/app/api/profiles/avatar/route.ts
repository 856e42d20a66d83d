import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { base64JsonBodyLimit } from "@/lib/api/request-body";
import { AVATAR_MAX_BYTES } from "@/lib/uploads/file-types";
import { AVATAR_MESSAGES } from "@/features/profile-photo/messages";
import { avatarQuerySchema, avatarUploadSchema } from "@/features/profile-photo/schemas";
import { getAvatarUrl } from "@/features/profile-photo/server/queries";
import { setAvatar } from "@/features/profile-photo/server/set-avatar";
import { deleteAvatar } from "@/features/profile-photo/server/delete-avatar";

export const dynamic = "force-dynamic";

/** GET /api/profiles/avatar?version=2: the avatar URL as text (spec 3 "The avatar is returned as text"); 204 when none. */
export const GET = apiRoute({ permission: "authenticated", query: avatarQuerySchema }, async ({ user }) => {
  const url = await getAvatarUrl(getDb(), { userId: user!.id });
  if (!url) return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
  return new Response(url, { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
});

/**
 * PUT /api/profiles/avatar { mimeType, fileName, base64EncodedData }: answers { url }. The body may be
 * as large as a 10,000,000-byte file in base64; past that the upload stops with the spec's message.
 */
export const PUT = apiRoute(
  { permission: "authenticated", body: avatarUploadSchema, maxBodyBytes: base64JsonBodyLimit(AVATAR_MAX_BYTES), bodyTooLargeMessage: AVATAR_MESSAGES.tooLarge },
  async ({ user, body }) => {
    return setAvatar(getDb(), { userId: user!.id, upload: body });
  },
);

/** DELETE /api/profiles/avatar: 204. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  await deleteAvatar(getDb(), { userId: user!.id });
});
