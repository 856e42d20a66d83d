import { apiRoute, zodIssues } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { devPageAllowed } from "@/lib/dev-pages";
import { getDb } from "@/db/client";
import { devNotifyBodySchema } from "@/features/notifications/schemas";
import { devNotify } from "@/features/notifications/server/dev-notify";

export const dynamic = "force-dynamic";

/*
 * POST /api/dev/notify { email | userId, type, title, body?, link?, data? } -> 201 { notification, unreadCount }
 * Development and test only, and only from this machine (lib/dev-pages.ts, decision 004 amendment):
 * anywhere else it is 404 before the body is read, as if it did not exist. Browser tests of the
 * inbox and the live hub use it to notify a person through the real notify().
 */
export const POST = apiRoute({ permission: "public", maxBodyBytes: 16 * 1024 }, async ({ request }) => {
  if (!devPageAllowed(request.headers)) throw new AppError("NOT_FOUND", "Not found.");
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  const parsed = devNotifyBodySchema.safeParse(json);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw new AppError("BAD_REQUEST", `Invalid body: ${issues[0]?.path} ${issues[0]?.message}`, { issues });
  }
  return Response.json(await devNotify(getDb(), parsed.data), { status: 201 });
});
