import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { getAuth } from "@/lib/auth/auth";
import { safeReturnTo } from "@/lib/auth/return-to";
import { redirectWithCookies } from "@/lib/auth/redirects";
import { logoutPagePath } from "@/lib/routes";
import { text } from "@/lib/text-schema";

export const dynamic = "force-dynamic";

/*
 * The sign-out route (spec 2.7: a plain link, also with returnTo set to the account-deleted
 * confirmation). Logging out changes state, so only POST does it, with the CSRF header that
 * apiRoute requires (issue 12): an image tag or a link on another site cannot log anyone out.
 *
 * GET /api/auth/logout?returnTo=: changes nothing. A signed-in user is sent to the log-out page
 * (/logout), which asks and then POSTs; a signed-out visitor goes straight on to returnTo.
 */
export const GET = apiRoute({ permission: "public", query: z.object({ returnTo: text().optional() }) }, async ({ request, query, user }) => {
  const returnTo = safeReturnTo(query.returnTo);
  return redirectWithCookies(user ? logoutPagePath(returnTo) : returnTo, request.url);
});

/** POST /api/auth/logout (x-csrf: 1): ends this session and clears its cookies; 204. The browser then goes on by itself. */
export const POST = apiRoute({ permission: "public" }, async ({ request, user }) => {
  const result = user ? await getAuth().api.signOut({ headers: request.headers, asResponse: true }) : clearedCookies();
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 204, headers });
});

function clearedCookies(): Response {
  const res = new Response(null);
  for (const name of ["upstep.session_token", "__Secure-upstep.session_token", "upstep.session_data"]) {
    res.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  return res;
}
