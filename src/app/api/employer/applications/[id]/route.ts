import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireApplicationReader } from "@/features/application-status/server/employer-access";
import { markViewed } from "@/features/application-status/server/move-stage";
import { getEmployerApplication } from "@/features/application-status/server/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/applications/{id} (decision 035): a sent application for its company's members
 * and administrators (404 for anyone else): the profile as sent, answers with knock-out marks, cover
 * letter, resume link and stage history; never self-identification. A company member's first read
 * marks it Viewed; an administrator's does not.
 */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  const db = getDb();
  const id = params.id!.toLowerCase();
  const role = await requireApplicationReader(db, user!, id);
  if (role === "employer") await markViewed(db, id);
  return Response.json(await getEmployerApplication(db, id, role), { headers: { "Cache-Control": "private, no-store" } });
});
