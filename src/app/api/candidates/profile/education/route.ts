import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { educationSchema } from "@/features/candidate-profile/schemas";
import { addEducation } from "@/features/candidate-profile/server/education";
import { listEducation } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/profile/education: the signed-in person's schools, in their order. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listEducation(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/candidates/profile/education: adds one at the end; 201 with it. */
export const POST = apiRoute({ permission: "authenticated", body: educationSchema }, async ({ user, body }) => {
  return Response.json(await addEducation(getDb(), { userId: user!.id, input: body }), { status: 201 });
});
