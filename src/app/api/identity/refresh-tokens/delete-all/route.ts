import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { revokeAllSessions } from "@/lib/auth/revoke-all-sessions";

export const dynamic = "force-dynamic";

/** POST /api/identity/refresh-tokens/delete-all: "Log out everywhere" ends every session of the user. */
export const POST = apiRoute({ permission: "authenticated" }, async ({ user, correlationId }) => {
  const revoked = await revokeAllSessions(getDb(), user!.id, correlationId);
  return { revoked };
});
