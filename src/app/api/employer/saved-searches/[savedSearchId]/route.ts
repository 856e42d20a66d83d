import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { savedSearchPatchSchema } from "@/features/talent-saved-searches/schemas";
import { requireSavedSearch } from "@/features/talent-saved-searches/server/access";
import { getSavedSearch } from "@/features/talent-saved-searches/server/queries";
import { deleteSavedSearch, updateSavedSearch } from "@/features/talent-saved-searches/server/saved-search-writes";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/saved-searches/{savedSearchId}: one of the member's own saved talent searches. */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const row = await requireSavedSearch(db, user!, params.savedSearchId!);
  return Response.json({ savedSearch: await getSavedSearch(db, row.id) }, noStore);
});

/** PATCH /api/employer/saved-searches/{savedSearchId} {name?, params?, notify?, emailFrequency?}. */
export const PATCH = apiRoute({ permission: "employer", body: savedSearchPatchSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await requireSavedSearch(db, user!, params.savedSearchId!);
  return Response.json({ savedSearch: await updateSavedSearch(db, row, body) });
});

/** DELETE /api/employer/saved-searches/{savedSearchId}: the saved search and its matches. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const row = await requireSavedSearch(db, user!, params.savedSearchId!);
  await deleteSavedSearch(db, row);
  return new Response(null, { status: 204 });
});
