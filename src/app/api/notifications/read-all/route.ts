import { apiRoute } from "@/lib/api/route";
import { getDb } from "@/db/client";
import { markAllRead } from "@/features/notifications/server/mark-read";

export const dynamic = "force-dynamic";

/** POST /api/notifications/read-all: marks every unread notification of the person read. */
export const POST = apiRoute({ permission: "authenticated", maxBodyBytes: 1024 }, async ({ user }) => {
  return markAllRead(getDb(), user!.id);
});
