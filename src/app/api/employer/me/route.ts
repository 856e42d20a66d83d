import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { yourDetailsSchema } from "@/features/employer-accounts/schemas";
import { updateYourDetails } from "@/features/employer-accounts/server/company-profile";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/me { companyId, name, jobTitle }: your name, and your job title at a company you belong to (404 otherwise). */
export const PATCH = apiRoute({ permission: "employer", body: yourDetailsSchema }, async ({ user, body }) => {
  await updateYourDetails(getDb(), user!, body);
  return { ok: true };
});
