import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createCompanySchema } from "@/features/employer-accounts/schemas";
import { createCompany } from "@/features/employer-accounts/server/create-company";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/company { name, jobTitle, claimCompanyId?, separate? }: create a company (or claim
 * one the importer made, with proof) and become its first owner (decision 038). 409 when the name is
 * already on Upstep and `separate` is not set. Off (404) while employers do not sign up by themselves.
 */
export const POST = apiRoute({ permission: "employer", feature: "g2-employment-v2", body: createCompanySchema }, async ({ user, body }) => {
  return createCompany(getDb(), user!, body);
});
