import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateSkills, skills } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { invalidMessage } from "@/lib/validation/fields";
import type { SkillOption } from "@/features/skills/types";
import { listCandidateSkills } from "./queries";

/**
 * PUT /api/candidates/profile/skills { skills: slugs }: replaces the person's skills, in the order
 * given (duplicates kept once). Every slug must be a current vocabulary skill, else 400.
 */
export async function setCandidateSkills(db: Db, params: { userId: string; slugs: string[] }): Promise<SkillOption[]> {
  const slugs = [...new Set(params.slugs)];
  if (slugs.length) {
    const known = await db.select({ slug: skills.slug }).from(skills).where(and(inArray(skills.slug, slugs), isNull(skills.retiredAt)));
    if (known.length !== slugs.length) {
      throw new AppError("BAD_REQUEST", invalidMessage("Skill"), { issues: [{ path: "skills", message: invalidMessage("Skill") }] });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(candidateSkills).where(eq(candidateSkills.userId, params.userId));
    if (slugs.length) await tx.insert(candidateSkills).values(slugs.map((skillSlug, position) => ({ userId: params.userId, skillSlug, position })));
  });
  return listCandidateSkills(db, params.userId);
}
