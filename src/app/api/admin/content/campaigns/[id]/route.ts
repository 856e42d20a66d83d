import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { CAMPAIGN_PAGE_TYPE } from "@/lib/content-routes";
import { idParam } from "@/features/content-editor/server/editor-input";
import { saveCampaign } from "@/features/content-editor/server/save-campaign";

export const dynamic = "force-dynamic";

/** PUT /api/admin/content/campaigns/{id} { ...composer form }: saves the campaign (a new revision; a changed slug redirects). */
export const PUT = apiRoute({ permission: "admin", body: z.unknown(), maxBodyBytes: 512 * 1024 }, async ({ params: p, body, user, correlationId }) =>
  saveCampaign(getDb(), user, body, { id: idParam(p.id), pageType: CAMPAIGN_PAGE_TYPE, correlationId }),
);
