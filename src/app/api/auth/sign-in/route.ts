import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { text } from "@/lib/text-schema";
import { safeReturnTo } from "@/lib/auth/return-to";
import { redirectWithCookies } from "@/lib/auth/redirects";

export const dynamic = "force-dynamic";

/** GET /api/auth/sign-in?from_sign_up=true: the login page, greeting someone who just signed up. */
export const GET = apiRoute(
  { permission: "public", query: z.object({ from_sign_up: text().optional(), returnTo: text().optional() }) },
  async ({ request, query }) => {
    const params = new URLSearchParams();
    if (query.from_sign_up === "true") params.set("from_sign_up", "true");
    const returnTo = safeReturnTo(query.returnTo);
    if (returnTo !== "/") params.set("returnTo", returnTo);
    const qs = params.toString();
    return redirectWithCookies(qs ? `/login?${qs}` : "/login", request.url);
  },
);
