import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { text } from "@/lib/text-schema";
import { configuredSocialProviders, getAuth, SOCIAL_PROVIDERS } from "@/lib/auth/auth";
import { safeReturnTo } from "@/lib/auth/return-to";
import { redirectWithCookies } from "@/lib/auth/redirects";

export const dynamic = "force-dynamic";

/*
 * GET /api/auth/sign-in/candidate?social=google|facebook|apple: starts social sign-in when that
 * provider's id and secret are configured; otherwise the login page says it is not available.
 */
export const GET = apiRoute(
  { permission: "public", query: z.object({ social: z.enum(SOCIAL_PROVIDERS, { error: "social must be google, facebook or apple" }), returnTo: text().optional() }) },
  async ({ request, query }) => {
    if (!configuredSocialProviders()[query.social]) {
      return redirectWithCookies(`/login?social_unavailable=${query.social}`, request.url);
    }
    const response = await getAuth().api.signInSocial({
      body: { provider: query.social, callbackURL: safeReturnTo(query.returnTo), errorCallbackURL: "/login?social_failed=true" },
      headers: request.headers,
      asResponse: true,
    });
    const { url } = (await response.clone().json()) as { url: string };
    const headers = new Headers({ Location: url, "Cache-Control": "no-store" });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return new Response(null, { status: 302, headers });
  },
);
