import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { exportUserData } from "@/features/your-data/server/export-user-data";

export const dynamic = "force-dynamic";

/** GET /api/candidates/export: a zip of everything Upstep holds about the signed-in person (decision 031). */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user, correlationId }) => {
  return exportUserData(getDb(), { userId: user!.id, correlationId });
});
