import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SectionFacts } from "../completion";

/*
 * What the sections other than personal info, skills, work history and education hold, for
 * profileCompletion(): one round trip of counts and flags, each scoped by the owner's id (the
 * dashboard and the overview call it on every load, so it reads indexes, never whole rows).
 * "Set" means what the section's page saves: employment = a title, category, kind of work,
 * arrangement or shift; compensation = a minimum or target pay; experience = a level.
 */
export async function getSectionFacts(db: Db, userId: string): Promise<SectionFacts> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from resumes where user_id = ${userId}) as resumes,
      (select count(*)::int from certifications where user_id = ${userId}) as certifications,
      (select count(*)::int from candidate_languages where user_id = ${userId}) as languages,
      (select count(*)::int from candidate_references where user_id = ${userId}) as "references",
      (select count(*)::int from job_alerts where user_id = ${userId}) as job_alerts,
      (select coalesce(json_agg(json_build_object('id', a.id, 'title', a.title)), '[]'::json)
         from (select id, title from assessments where user_id = ${userId} and kind <> 'personality' order by assigned_at desc limit 20) a) as assessments,
      exists (select 1 from assessments where user_id = ${userId} and kind = 'personality' and status = 'completed') as personality_completed,
      p.employment_set, p.compensation_set, p.experience_set
    from (select 1) one
    left join lateral (
      select
        cardinality(desired_titles) + cardinality(desired_categories) + cardinality(employment_types) + cardinality(work_arrangements) + cardinality(shifts) > 0 as employment_set,
        pay_min_cents is not null or pay_target_cents is not null as compensation_set,
        experience_level <> '' as experience_set
      from candidate_preferences where user_id = ${userId}
    ) p on true
  `);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const assessments = typeof row.assessments === "string" ? JSON.parse(row.assessments) : row.assessments;
  return {
    resumes: Number(row.resumes ?? 0),
    certifications: Number(row.certifications ?? 0),
    languages: Number(row.languages ?? 0),
    references: Number(row.references ?? 0),
    jobAlerts: Number(row.job_alerts ?? 0),
    assessments: Array.isArray(assessments) ? (assessments as { id: string; title: string }[]) : [],
    personalityCompleted: row.personality_completed === true,
    employmentPrefsSet: row.employment_set === true,
    compensationPrefsSet: row.compensation_set === true,
    experienceSet: row.experience_set === true,
  };
}
