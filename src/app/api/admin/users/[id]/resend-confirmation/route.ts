import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { resendConfirmation } from "@/features/admin-people/server/resend-confirmation";

export const dynamic = "force-dynamic";

/** POST /api/admin/users/[id]/resend-confirmation: queues a new confirmation mail (rate-limited, audited). */
export const POST = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => resendConfirmation(getDb(), user, parseIdParam(params.id), correlationId));
