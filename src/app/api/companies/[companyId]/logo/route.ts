import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { FILE_KINDS } from "@/lib/uploads/file-types";
import { parseFileKey } from "@/lib/uploads/storage";
import { companyLogoPath } from "@/features/employer-accounts/endpoints";
import { readCompanyLogo } from "@/features/employer-accounts/server/company-profile";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/**
 * GET /api/companies/{id}/logo?v=...: the company's uploaded logo, public (it is on the company's
 * pages). The URL's version names the file, so the answer is cached for a year by anyone; an old
 * version is sent on to the current one (not cached), none is 404. SVG gets a script-free CSP.
 */
export const GET = apiRoute({ permission: "public" }, async ({ params, request }) => {
  const companyId = idParam(params.companyId);
  const logo = await readCompanyLogo(getDb(), companyId);
  const kind = logo ? parseFileKey(logo.key) : null;
  if (!logo || !kind) throw new AppError("NOT_FOUND", "Not found.");
  const current = companyLogoPath(companyId, logo.key);
  if (new URL(request.url).searchParams.get("v") !== new URL(current, "http://upstep.invalid").searchParams.get("v")) {
    return new Response(null, { status: 307, headers: { Location: current, "Cache-Control": "no-store" } });
  }
  const headers: Record<string, string> = {
    "Content-Type": FILE_KINDS[kind].mime,
    "Content-Length": String(logo.bytes.length),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  if (kind === "svg") {
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'";
    headers["Content-Disposition"] = 'inline; filename="logo.svg"';
  }
  return new Response(new Blob([new Uint8Array(logo.bytes)]), { status: 200, headers });
});
