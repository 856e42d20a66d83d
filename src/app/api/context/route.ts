import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getAppContext } from "@/features/app-context/server/get-app-context";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ permission: "public" }, async ({ user }) => {
  const context = await getAppContext(getDb(), user);
  return Response.json(context, { headers: { "Cache-Control": "private, no-store" } });
});
