import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { resetUserMfa } from "@/features/admin/server/reset-user-mfa";

export const dynamic = "force-dynamic";

/** POST /api/admin/users/[id]/mfa-reset: turns off another user's two-factor and signs them out. */
export const POST = apiRoute({ permission: "admin", feature: "mfa-reset" }, async ({ params, user, correlationId }) =>
  resetUserMfa(getDb(), user, parseIdParam(params.id), correlationId),
);
