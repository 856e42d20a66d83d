import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { EMAIL_CATEGORY_KEYS } from "@/lib/email/categories";
import { getEmailPreferences, setEmailPreferences } from "@/lib/email/preferences";

export const dynamic = "force-dynamic";

const changes = z.strictObject(Object.fromEntries(EMAIL_CATEGORY_KEYS.map((k) => [k, z.boolean().optional()])) as Record<(typeof EMAIL_CATEGORY_KEYS)[number], z.ZodOptional<z.ZodBoolean>>);

/** GET /api/email/preferences: the signed-in person's choice per mail category. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => ({ preferences: await getEmailPreferences(getDb(), user!.id) }));

/** PATCH /api/email/preferences: turns categories on or off (only the ones named). */
export const PATCH = apiRoute({ permission: "authenticated", body: changes, maxBodyBytes: 1024 }, async ({ user, body }) => ({
  preferences: await setEmailPreferences(getDb(), user!.id, body, "settings"),
}));
