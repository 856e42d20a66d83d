import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { retryDeadLetter } from "@/features/admin/server/retry-dead-letter";

export const dynamic = "force-dynamic";

/** POST /api/admin/system/dead-letters/[id]/retry: sends a dead letter back to its queue (/admin/system). */
export const POST = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => retryDeadLetter(getDb(), user, parseIdParam(params.id), correlationId));
