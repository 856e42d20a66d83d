import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { languageSchema } from "@/features/candidate-profile/language-schemas";
import { addLanguage } from "@/features/candidate-profile/server/languages";
import { listLanguages } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/profile/languages: the signed-in person's languages, in their order. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listLanguages(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/candidates/profile/languages: adds one at the end; 201 with it. */
export const POST = apiRoute({ permission: "authenticated", body: languageSchema }, async ({ user, body }) => {
  return Response.json(await addLanguage(getDb(), { userId: user!.id, input: body }), { status: 201 });
});
