import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { newSavedSearchSchema } from "@/features/talent-saved-searches/schemas";
import { listSavedSearches } from "@/features/talent-saved-searches/server/queries";
import { createSavedSearch } from "@/features/talent-saved-searches/server/saved-search-writes";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/company/{companyId}/saved-searches: the signed-in member's own saved talent searches there (talent.search). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  await requireCompanyCapability(db, user!, params.companyId!, "talent.search");
  const savedSearches = await listSavedSearches(db, { companyId: params.companyId!.toLowerCase(), userId: user!.id });
  return Response.json({ savedSearches }, noStore);
});

/** POST /api/employer/company/{companyId}/saved-searches {name, params, notify?, emailFrequency?}: 201 with the saved search. */
export const POST = apiRoute({ permission: "employer", body: newSavedSearchSchema }, async ({ user, params, body }) => {
  const savedSearch = await createSavedSearch(getDb(), user!, params.companyId!, body);
  return Response.json({ savedSearch }, { status: 201 });
});
