import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { text } from "@/lib/text-schema";
import { safeReturnTo } from "@/lib/auth/return-to";
import { redirectWithCookies } from "@/lib/auth/redirects";

export const dynamic = "force-dynamic";

/** GET /api/auth/login?returnTo=<url-encoded>: the login entry point. returnTo is same-site only. */
export const GET = apiRoute({ permission: "public", query: z.object({ returnTo: text().optional() }) }, async ({ request, query, user }) => {
  const returnTo = safeReturnTo(query.returnTo);
  if (user) return redirectWithCookies(returnTo, request.url);
  return redirectWithCookies(returnTo === "/" ? "/login" : `/login?returnTo=${encodeURIComponent(returnTo)}`, request.url);
});
