import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { setDefaultResume } from "@/features/resumes/server/set-default-resume";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/resumes/{id}/default: the owner makes it the default; answers their list. */
export const PUT = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  return setDefaultResume(getDb(), { actor: user!, id: params.id! });
});
