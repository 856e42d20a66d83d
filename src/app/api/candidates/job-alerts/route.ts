import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { jobAlertSchema } from "@/features/job-alerts/schemas";
import { createJobAlert } from "@/features/job-alerts/server/job-alert-writes";
import { listJobAlerts } from "@/features/job-alerts/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/job-alerts: the signed-in person's saved job searches (decision 027). */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listJobAlerts(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/candidates/job-alerts: saves one; 201 with it; 409 past 20. */
export const POST = apiRoute({ permission: "authenticated", body: jobAlertSchema }, async ({ user, body }) => {
  return Response.json(await createJobAlert(getDb(), { userId: user!.id, input: body }), { status: 201 });
});
