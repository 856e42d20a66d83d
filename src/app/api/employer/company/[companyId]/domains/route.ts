import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { addOwnDomain } from "@/features/employer-accounts/server/company-domains";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/domains: an owner verifies their own email's domain for the company. */
export const POST = apiRoute({ permission: "employer" }, async ({ user, params }) => addOwnDomain(getDb(), user!, idParam(params.companyId)));
