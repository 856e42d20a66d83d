import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { candidateSkillsSchema } from "@/features/candidate-profile/schemas";
import { setCandidateSkills } from "@/features/candidate-profile/server/set-candidate-skills";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/skills { skills: slugs }: replaces the signed-in person's skills, in order. */
export const PUT = apiRoute({ permission: "authenticated", body: candidateSkillsSchema }, async ({ user, body }) => {
  return setCandidateSkills(getDb(), { userId: user!.id, slugs: body.skills });
});
