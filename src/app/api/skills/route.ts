import { apiRoute } from "@/lib/api/route";
import { getDb } from "@/db/client";
import { skillSearchQuerySchema } from "@/features/skills/schemas";
import { searchSkills } from "@/features/skills/server/queries";

export const dynamic = "force-dynamic";

/*
 * GET /api/skills?q=java&limit=10: the skills typeahead (public; decision 022). The vocabulary only
 * changes when a release loads a new one, so answers are cached by browsers and shared caches for an
 * hour (a day stale while revalidating): a person typing asks the server once per prefix.
 */
export const GET = apiRoute({ permission: "public", query: skillSearchQuerySchema }, async ({ query }) => {
  const skills = await searchSkills(getDb(), query.q, query.limit);
  return Response.json(skills, { headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" } });
});
