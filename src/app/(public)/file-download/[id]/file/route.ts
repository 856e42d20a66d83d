import { getDb } from "@/db/client";
import { serveContentFile } from "@/features/file-downloads/server/serve-content-file";
import { fileDownloadPath } from "@/lib/content-routes";

export const dynamic = "force-dynamic";

/**
 * GET /file-download/{id}/file[?token=]: the file itself (decision 048). A read only: the download is
 * counted by the lead POST that issued the token. An expired or forged token goes back to the page,
 * which says so and shows the form again; an unknown file is 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await serveContentFile(getDb(), id, token);
  if (outcome.kind === "file") return outcome.response;
  if (outcome.kind === "missing") return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const back = new URL(`${fileDownloadPath(id)}?link=${outcome.reason}`, request.url);
  return new Response(null, { status: 303, headers: { location: `${back.pathname}${back.search}`, "cache-control": "no-store" } });
}
