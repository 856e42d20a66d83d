import { z } from "zod";
import { getDb } from "@/db/client";
import { CONTENT_REVISION_KINDS } from "@/db/schema";
import { apiRoute } from "@/lib/api/route";
import { listRevisions } from "@/features/content-editor/server/revisions";

export const dynamic = "force-dynamic";

const querySchema = z.object({ kind: z.enum(CONTENT_REVISION_KINDS), entityId: z.uuid() });

/** GET /api/admin/content/revisions?kind=post|page&entityId=: the item's revision history, newest first. */
export const GET = apiRoute({ permission: "admin", query: querySchema }, async ({ query }) => ({ revisions: await listRevisions(getDb(), query.kind, query.entityId) }));
