import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { isFormPost } from "@/lib/email/unsubscribe";
import { AppError } from "@/lib/errors";
import { CONFIRM_JOB_ALERT_PATH } from "@/features/job-alerts/paths";
import { confirmTokenSchema } from "@/features/job-alerts/schemas";
import { confirmEmailJobAlert } from "@/features/job-alerts/server/email-job-alerts";

export const dynamic = "force-dynamic";

async function tokenOf(request: Request): Promise<string> {
  const raw = isFormPost(request) ? Object.fromEntries((await request.formData()).entries()) : await request.json().catch(() => ({}));
  const parsed = confirmTokenSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Not found.");
  return parsed.data.token;
}

/**
 * POST /api/job-alerts/confirm { token }: confirms an email-only job alert (decision 037). The token
 * (from the confirmation mail) is the only key; a wrong or spent one is 404 and changes nothing. The
 * confirm page's script-free form gets a 303 to the page saying what happens next.
 */
export const POST = apiRoute({ permission: "public", csrfExempt: isFormPost, maxBodyBytes: 1024 }, async ({ request }) => {
  const token = await tokenOf(request);
  const confirmed = await confirmEmailJobAlert(getDb(), token);
  const browser = (request.headers.get("accept") ?? "").includes("text/html");
  if (!confirmed) {
    if (browser) return new Response(null, { status: 303, headers: { location: `${CONFIRM_JOB_ALERT_PATH}?token=${token}` } });
    throw new AppError("NOT_FOUND", "Not found.");
  }
  if (browser) return new Response(null, { status: 303, headers: { location: `${CONFIRM_JOB_ALERT_PATH}?alert=${confirmed.unsubscribeToken}` } });
  return { confirmed: true, attached: confirmed.attached };
});
