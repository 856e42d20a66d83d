import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { joinByDomain } from "@/features/employer-accounts/server/join-requests";
import { idParam } from "@/features/employer-accounts/server/params";

export const dynamic = "force-dynamic";

/** POST /api/employer/company/{id}/domain-join: join at once, as an interviewer, by a confirmed address at a domain the company verified. */
export const POST = apiRoute({ permission: "employer", feature: "g2-employment-v2" }, async ({ user, params }) => joinByDomain(getDb(), user!, idParam(params.companyId)));
