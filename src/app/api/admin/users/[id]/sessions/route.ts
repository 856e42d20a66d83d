import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { endAllUserSessions } from "@/features/admin-people/server/end-sessions";

export const dynamic = "force-dynamic";

/** DELETE /api/admin/users/[id]/sessions: ends every session of the user (an admin's own current one is kept). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => endAllUserSessions(getDb(), user, parseIdParam(params.id), correlationId));
