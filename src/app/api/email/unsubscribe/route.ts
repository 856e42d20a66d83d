import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { emailCategory } from "@/lib/email/categories";
import { setEmailPreferences } from "@/lib/email/preferences";
import { isFormPost, readUnsubscribeToken, UNSUBSCRIBE_PAGE_PATH } from "@/lib/email/unsubscribe";

export const dynamic = "force-dynamic";

/*
 * What guards this route is the token, which names one person and one category and is signed with the
 * server's secret, and the only thing it can do is turn that category off (isFormPost: RFC 8058 posts).
 */
export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Log in and choose which emails you get in your settings.";

/** POST /api/email/unsubscribe?token=...: one-click unsubscribe from one category of mail (RFC 8058). */
export const POST = apiRoute({ permission: "public", csrfExempt: isFormPost, maxBodyBytes: 2048 }, async ({ request }) => {
  const token = new URL(request.url).searchParams.get("token");
  const parsed = readUnsubscribeToken(token);
  if (!parsed) throw new AppError("BAD_REQUEST", INVALID_UNSUBSCRIBE_LINK);
  try {
    await setEmailPreferences(getDb(), parsed.userId, { [parsed.category]: false }, "one-click");
  } catch (err) {
    // The account is gone (the foreign key): there is nobody left to mail, which is what was asked.
    if ((err as { cause?: { code?: string } }).cause?.code !== "23503" && (err as { code?: string }).code !== "23503") throw err;
  }
  // The confirmation page's own form wants a page back; a mail client wants a status.
  if ((request.headers.get("accept") ?? "").includes("text/html")) {
    const back = new URL(UNSUBSCRIBE_PAGE_PATH, request.url);
    back.searchParams.set("token", token!);
    back.searchParams.set("done", "1");
    return new Response(null, { status: 303, headers: { location: `${back.pathname}${back.search}` } });
  }
  return { unsubscribed: true, category: parsed.category, label: emailCategory(parsed.category)!.label };
});
