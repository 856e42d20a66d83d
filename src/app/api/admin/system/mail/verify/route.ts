import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { verifyMailTransport } from "@/features/admin-outreach/server/verify-mail";

export const dynamic = "force-dynamic";

/** POST /api/admin/system/mail/verify: checks the mail transport (SMTP verify or the outbox folder) and says how it went (/admin/system). */
export const POST = apiRoute({ permission: "admin" }, async ({ user, correlationId }) => verifyMailTransport(getDb(), user!, correlationId));
