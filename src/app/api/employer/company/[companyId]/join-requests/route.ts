import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { joinRequestSchema } from "@/features/employer-accounts/schemas";
import { requestToJoin } from "@/features/employer-accounts/server/join-requests";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/join-requests { message }: ask the company's owners to let you join. */
export const POST = apiRoute({ permission: "employer", feature: "g2-employment-v2", body: joinRequestSchema }, async ({ user, body, params }) =>
  requestToJoin(getDb(), user!, idParam(params.companyId), body.message),
);
