import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { isFormPost } from "@/lib/email/unsubscribe";
import { jobAlertUnsubscribePath } from "@/features/job-alerts/paths";
import { setAlertActiveByToken } from "@/features/job-alerts/server/token-actions";

export const dynamic = "force-dynamic";

/**
 * POST /api/job-alerts/unsubscribe/{token}[?undo=1]: one job alert's one-click unsubscribe (RFC 8058:
 * mail clients post "List-Unsubscribe=One-Click"), and the page's script-free Unsubscribe, Undo and
 * Resume buttons. Guarded by the token (64 random hex characters naming one alert), like the category
 * unsubscribe; a wrong token is 404. A browser gets a 303 back to the page.
 */
export const POST = apiRoute({ permission: "public", csrfExempt: isFormPost, maxBodyBytes: 2048 }, async ({ request, params }) => {
  const token = params.token ?? "";
  const on = new URL(request.url).searchParams.get("undo") === "1";
  const alert = await setAlertActiveByToken(getDb(), token, on);
  if (!alert) throw new AppError("NOT_FOUND", "Not found.");
  if ((request.headers.get("accept") ?? "").includes("text/html")) {
    return new Response(null, { status: 303, headers: { location: `${jobAlertUnsubscribePath(token)}?done=${on ? "on" : "off"}` } });
  }
  return { active: alert.active, name: alert.name };
});
