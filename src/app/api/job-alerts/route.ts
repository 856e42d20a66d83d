import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { clientAddress } from "@/lib/client-address";
import { newJobAlertSchema } from "@/features/job-alerts/schemas";
import { createEmailJobAlert } from "@/features/job-alerts/server/email-job-alerts";
import { createJobAlert } from "@/features/job-alerts/server/job-alert-writes";

export const dynamic = "force-dynamic";

/**
 * POST /api/job-alerts: an alert from a search (/job-alerts/new, decision 037). Signed in: saved to the
 * account, on at once (201 { kind: "account", alert }; 409 past 20). Signed out: just an email, stored
 * unconfirmed and a confirmation mail queued (202 { kind: "email", email }; 409 past 20 for the
 * address; 429 past the per-client or per-address rate).
 */
export const POST = apiRoute({ permission: "public", feature: "job-alerts", body: newJobAlertSchema, maxBodyBytes: 8 * 1024 }, async ({ request, user, body }) => {
  const db = getDb();
  if (user) {
    const { email: _ignored, ...input } = body;
    return Response.json({ kind: "account", alert: await createJobAlert(db, { userId: user.id, input }) }, { status: 201 });
  }
  const created = await createEmailJobAlert(db, { input: body, client: clientAddress(request.headers) });
  return Response.json({ kind: "email", email: created.email }, { status: 202 });
});
