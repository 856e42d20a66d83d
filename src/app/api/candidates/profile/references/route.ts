import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { referenceSchema } from "@/features/candidate-profile/reference-schemas";
import { addReference } from "@/features/candidate-profile/server/references";
import { listReferences } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/profile/references: the signed-in person's references, in their order. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listReferences(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/candidates/profile/references: adds one at the end; 201 with it. */
export const POST = apiRoute({ permission: "authenticated", body: referenceSchema }, async ({ user, body }) => {
  return Response.json(await addReference(getDb(), { userId: user!.id, input: body }), { status: 201 });
});
