import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { contentResponse } from "@/features/content/server/read-api";

export const dynamic = "force-dynamic";

/** GET /api/content/v2/{resource}/...: the content read API (see features/content/server/read-api.ts). */
export const GET = apiRoute({ permission: "public" }, async ({ request, params }) => contentResponse(getDb(), request, (params.path ?? "").split("/")));
