import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveCampaign } from "@/features/content-editor/server/save-campaign";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/campaigns { ...composer form }: a new campaign page (201). */
export const POST = apiRoute({ permission: "admin", body: z.unknown(), maxBodyBytes: 512 * 1024 }, async ({ body, user, correlationId }) =>
  Response.json(await saveCampaign(getDb(), user, body, { correlationId }), { status: 201 }),
);
