import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { requisitionFormSchema, requisitionListQuerySchema } from "@/features/requisitions/schemas";
import { listRequisitions } from "@/features/requisitions/server/queries";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";
import { createRequisition } from "@/features/requisitions/server/save-requisition";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/company/{companyId}/requisitions?q=&status=&sort=&page= (decision 045, flag
 * requisitions): one page of the company's requisitions with counts per status (requisitions.read).
 */
export const GET = apiRoute({ permission: "employer", feature: "requisitions", query: requisitionListQuerySchema }, async ({ user, params, query }) => {
  const db = getDb();
  await requireCompanyCapability(db, user!, params.companyId!, "requisitions.read");
  return privateJson(await listRequisitions(db, { companyId: params.companyId!.toLowerCase(), viewerId: user!.id, query }));
});

/** POST /api/employer/company/{companyId}/requisitions {requisition fields}: a new draft (requisitions.edit); 201. */
export const POST = apiRoute({ permission: "employer", feature: "requisitions", body: requisitionFormSchema, maxBodyBytes: 16 * 1024 }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await createRequisition(db, user!, params.companyId!, body);
  return privateJson(await requisitionAnswer(db, user!, row.id), 201);
});
