import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { domainParamSchema } from "@/features/employer-accounts/schemas";
import { removeDomain } from "@/features/employer-accounts/server/company-domains";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** DELETE /api/employer/company/{id}/domains/{domain}: an owner removes a verified domain. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const companyId = idParam(params.companyId);
  const domain = domainParamSchema.safeParse(params.domain ?? "");
  if (!domain.success) throw new AppError("NOT_FOUND", "Not found.");
  await removeDomain(getDb(), user!, companyId, domain.data);
});
