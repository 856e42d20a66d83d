import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { updateAdminCompanySchema } from "@/features/admin-companies/schemas";
import { updateAdminCompany } from "@/features/admin-companies/server/update-company";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/companies/[id]: the details tab's fields (an old address keeps redirecting). */
export const PATCH = apiRoute({ permission: "admin", body: updateAdminCompanySchema }, async ({ params, body, user, correlationId }) =>
  updateAdminCompany(getDb(), user!, parseIdParam(params.id), body, correlationId),
);
