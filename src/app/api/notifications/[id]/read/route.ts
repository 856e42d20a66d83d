import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { getDb } from "@/db/client";
import { markRead } from "@/features/notifications/server/mark-read";

export const dynamic = "force-dynamic";

/** POST /api/notifications/{id}/read: marks one of the person's own notifications read; 404 for anyone else's. */
export const POST = apiRoute({ permission: "authenticated", maxBodyBytes: 1024 }, async ({ user, params }) => {
  const result = await markRead(getDb(), user!.id, params.id ?? "");
  if (!result) throw new AppError("NOT_FOUND", "Not found.");
  return { id: result.id, readAt: result.readAt, unreadCount: result.unreadCount };
});
