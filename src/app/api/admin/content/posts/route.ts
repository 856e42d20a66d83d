import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { savePost } from "@/features/content-editor/server/save-post";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/posts { ...post form }: creates a post (checked by savePost); answers { id, slug, status, updatedAt }. */
export const POST = apiRoute({ permission: "admin", body: z.unknown(), maxBodyBytes: 512 * 1024 }, async ({ body, user, correlationId }) =>
  savePost(getDb(), user, body, { correlationId }),
);
