import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyProfileSchema } from "@/features/employer-accounts/schemas";
import { updateCompanyProfile } from "@/features/employer-accounts/server/company-profile";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/company/{id}: the company profile (owners; 404 outside the company, 403 for other roles). */
export const PATCH = apiRoute({ permission: "employer", body: companyProfileSchema }, async ({ user, body, params }) => {
  await updateCompanyProfile(getDb(), user!, idParam(params.companyId), body);
  return { ok: true };
});
