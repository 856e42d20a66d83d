import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { base64JsonBodyLimit } from "@/lib/api/request-body";
import { FILE_LIMIT_10MB } from "@/lib/uploads/file-types";
import { LOGO_MESSAGES } from "@/features/employer-accounts/messages";
import { logoUploadSchema } from "@/features/employer-accounts/schemas";
import { deleteCompanyLogo, setCompanyLogo } from "@/features/employer-accounts/server/company-profile";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** PUT /api/employer/company/{id}/logo { fileName, mimeType, base64EncodedData }: the logo (owners); answers { logoUrl }. */
export const PUT = apiRoute(
  { permission: "employer", body: logoUploadSchema, maxBodyBytes: base64JsonBodyLimit(FILE_LIMIT_10MB), bodyTooLargeMessage: LOGO_MESSAGES.tooLarge },
  async ({ user, body, params }) => setCompanyLogo(getDb(), user!, idParam(params.companyId), body),
);

/** DELETE /api/employer/company/{id}/logo: back to the company's initials. */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  await deleteCompanyLogo(getDb(), user!, idParam(params.companyId));
});
