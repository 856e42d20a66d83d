import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { endUserSession } from "@/features/admin-people/server/end-sessions";

export const dynamic = "force-dynamic";

/** DELETE /api/admin/users/[id]/sessions/[sessionId]: ends one session of the user. */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) =>
  endUserSession(getDb(), user, parseIdParam(params.id), parseIdParam(params.sessionId), correlationId),
);
