import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { openHubStream } from "@/features/realtime/server/open-hub-stream";
import { TEMP_KEY_HEADER } from "@/features/realtime/hub-constants";

export const dynamic = "force-dynamic";

/*
 * The live hub (spec 4, 7, 9): a Server-Sent Events stream opened with the tempKey header from
 * GET /api/get-redis-key. Public to the permission check: the key is the credential (the hub may be
 * reached from another origin without the cookie); a cookie that is sent must be the key's session.
 */
export const GET = apiRoute({ permission: "public" }, async ({ request, user }) => {
  const stream = await openHubStream(getDb(), {
    tempKey: request.headers.get(TEMP_KEY_HEADER),
    lastEventId: request.headers.get("last-event-id"),
    callerSessionId: user?.sessionId ?? null,
    signal: request.signal,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: nothing between here and the browser may compress or buffer the stream.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});
