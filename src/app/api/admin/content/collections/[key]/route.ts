import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { expireAllPages } from "@/lib/page-cache";
import { CONTENT_MESSAGES, isCollectionKey, updateCollectionBodySchema } from "@/features/content/schemas";
import { readFooter, readNavbar, readNotificationBanner } from "@/features/content/server/queries";
import { updateContentCollection } from "@/features/content/server/update-content-collection";

export const dynamic = "force-dynamic";

/** GET /api/admin/content/collections/{key}: the stored collection, uncached. */
export const GET = apiRoute({ permission: "admin" }, async ({ params }) => {
  const key = params.key ?? "";
  if (!isCollectionKey(key)) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.unknownCollection);
  const db = getDb();
  const data = key === "navbar" ? await readNavbar(db) : key === "footer" ? await readFooter(db) : await readNotificationBanner(db);
  return { key, data };
});

/**
 * PUT /api/admin/content/collections/{key} { data }: replaces navbar items, footer items or the banner.
 * Every cached page (job detail pages, decision 011) carries the shell, so all of them are expired.
 */
export const PUT = apiRoute({ permission: "admin", body: updateCollectionBodySchema }, async ({ params, body, user, correlationId }) => {
  const result = await updateContentCollection(getDb(), user, params.key ?? "", body.data, correlationId);
  expireAllPages();
  return result;
});
