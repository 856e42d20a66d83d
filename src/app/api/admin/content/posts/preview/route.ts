import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { postInputSchema } from "@/features/content-editor/schemas";
import { parseEditorInput } from "@/features/content-editor/server/editor-input";
import { postPreviewData } from "@/features/content-editor/server/post-preview";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/content/posts/preview { ...post form }: the form as the blog's post page would show
 * it (BlogPostViewData, body sanitised), for the preview of unsaved changes. Nothing is stored.
 */
export const POST = apiRoute({ permission: "admin", body: z.unknown(), maxBodyBytes: 512 * 1024 }, async ({ body }) =>
  postPreviewData(getDb(), parseEditorInput(postInputSchema, body), null),
);
