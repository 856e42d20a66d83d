import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { idParam } from "@/features/content-editor/server/editor-input";
import { savePage } from "@/features/content-editor/server/save-page";

export const dynamic = "force-dynamic";

/** PUT /api/admin/content/pages/{id} { ...page form }: saves a static page (or a landing page's sections): a new revision. */
export const PUT = apiRoute({ permission: "admin", body: z.unknown(), maxBodyBytes: 512 * 1024 }, async ({ params: p, body, user, correlationId }) =>
  savePage(getDb(), user, body, { id: idParam(p.id), correlationId }),
);
