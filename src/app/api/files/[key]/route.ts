import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { serveStoredFile } from "@/lib/uploads/serve-file";

export const dynamic = "force-dynamic";

/** GET /api/files/{key}: a stored upload a user owns (images only for now), with safe serving headers. */
export const GET = apiRoute({ permission: "public" }, async ({ params }) => {
  const response = await serveStoredFile(getDb(), params.key ?? "");
  if (!response) throw new AppError("NOT_FOUND", "Not found.");
  return response;
});
