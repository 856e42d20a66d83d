import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { getAuth } from "@/lib/auth/auth";
import { safeReturnTo } from "@/lib/auth/return-to";
import { redirectWithCookies } from "@/lib/auth/redirects";

export const dynamic = "force-dynamic";

/*
 * GET /api/auth/logout?returnTo=: the sign-out route (spec: sign-out is a plain link). Ends this
 * session on the server, clears the cookies and goes to returnTo (same-site only), e.g. the
 * account-deleted confirmation.
 */
export const GET = apiRoute({ permission: "public", query: z.object({ returnTo: z.string().optional() }) }, async ({ request, query, user }) => {
  const returnTo = safeReturnTo(query.returnTo);
  if (!user) return redirectWithCookies(returnTo, request.url, clearedCookies());
  const result = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  return redirectWithCookies(returnTo, request.url, result);
});

function clearedCookies(): Response {
  const res = new Response(null);
  for (const name of ["upstep.session_token", "__Secure-upstep.session_token", "upstep.session_data"]) {
    res.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  return res;
}
