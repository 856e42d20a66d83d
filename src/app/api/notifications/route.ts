import { apiRoute } from "@/lib/api/route";
import { getDb } from "@/db/client";
import { listNotificationsQuerySchema } from "@/features/notifications/schemas";
import { listNotifications } from "@/features/notifications/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/notifications?unread=1&page=N: one page (20) of the signed-in person's inbox, newest first. */
export const GET = apiRoute({ permission: "authenticated", query: listNotificationsQuerySchema }, async ({ user, query }) => {
  const page = await listNotifications(getDb(), user!.id, { unreadOnly: query.unread, page: query.page });
  return Response.json(page, { headers: { "Cache-Control": "private, no-store" } });
});
