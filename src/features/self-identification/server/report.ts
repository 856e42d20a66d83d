import "server-only";
import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, jobs, selfIdentifications } from "@/db/schema";
import { CC305, PROTECTED_VETERAN, SELF_REPORT_QUESTIONS, type Choice } from "../forms";
import type { SelfIdentificationReportQuery } from "../schemas";
import { suppressRow } from "../suppression";
import type { ReportQuestion, SelfIdentificationReport } from "../types";

/*
 * The aggregate self-identification report (decision 034): per question, how many gave each answer,
 * for all applications or one company or one job, optionally by date (when the answers were first
 * saved, UTC days, both ends included). Counts only: no row, person, application or date of anyone
 * leaves this module, and every question goes through the small-cell rule (suppression.ts).
 * Administrators read it (the admin API and page); no employer route calls it.
 */
const QUESTIONS: { key: string; title: string; path: SQL; choices: readonly Choice[] }[] = [
  ...SELF_REPORT_QUESTIONS.map((q) => ({ key: q.key, title: q.legend, path: sql`${selfIdentifications.answers} ->> ${q.key}`, choices: q.choices })),
  { key: "cc305", title: `Disability (${CC305.formNumber})`, path: sql`${selfIdentifications.answers} -> 'cc305' ->> 'answer'`, choices: CC305.choices },
  { key: "protectedVeteran", title: "Protected veteran (VEVRAA)", path: sql`${selfIdentifications.answers} -> 'protectedVeteran' ->> 'answer'`, choices: PROTECTED_VETERAN.choices },
];

function nextDay(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

export async function selfIdentificationReport(db: Db, query: SelfIdentificationReportQuery): Promise<SelfIdentificationReport> {
  const where = and(
    query.companyId ? eq(selfIdentifications.companyId, query.companyId) : undefined,
    query.jobId ? eq(selfIdentifications.jobId, query.jobId) : undefined,
    query.from ? gte(selfIdentifications.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(selfIdentifications.createdAt, nextDay(query.to)) : undefined,
  );
  // One pass: a count per question and answer code (FILTER per code), not one row per person.
  const columns = QUESTIONS.flatMap((q, qi) => q.choices.map((c, ci) => sql`count(*) filter (where ${q.path} = ${c.code})::int as ${sql.raw(`"q${qi}_${ci}"`)}`));
  const result = await db.execute<Record<string, number>>(sql`select ${sql.join(columns, sql`, `)} from ${selfIdentifications} ${where ? sql`where ${where}` : sql``}`);
  const counts = (result.rows[0] ?? {}) as Record<string, number>;
  const questions: ReportQuestion[] = QUESTIONS.map((q, qi) => {
    const published = suppressRow(q.choices.map((_, ci) => Number(counts[`q${qi}_${ci}`] ?? 0)));
    return { key: q.key, title: q.title, total: published.total, cells: q.choices.map((c, ci) => ({ code: c.code, label: c.label, value: published.cells[ci]! })) };
  });
  return { filters: { companyId: query.companyId ?? null, jobId: query.jobId ?? null, from: query.from ?? null, to: query.to ?? null }, questions };
}

/** The report's filter choices: companies with any answers, and the jobs with answers of the chosen one. */
export async function reportFilterOptions(db: Db, params: { companyId?: string }) {
  const companyRows = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(selfIdentifications)
    .innerJoin(companies, eq(companies.id, selfIdentifications.companyId))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(500);
  const jobRows = params.companyId
    ? await db
        .selectDistinct({ id: jobs.id, title: jobs.title })
        .from(selfIdentifications)
        .innerJoin(jobs, eq(jobs.id, selfIdentifications.jobId))
        .where(eq(selfIdentifications.companyId, params.companyId))
        .orderBy(asc(jobs.title), asc(jobs.id))
        .limit(500)
    : [];
  return { companies: companyRows, jobs: jobRows };
}
