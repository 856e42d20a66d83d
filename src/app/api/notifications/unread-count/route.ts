import { apiRoute } from "@/lib/api/route";
import { getDb } from "@/db/client";
import { unreadCount } from "@/features/notifications/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/notifications/unread-count: the header bell's number. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json({ unreadCount: await unreadCount(getDb(), user!.id) }, { headers: { "Cache-Control": "private, no-store" } });
});
