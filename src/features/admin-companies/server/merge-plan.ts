import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * Every table that points at a company (a foreign key to companies.id), and how a merge moves its rows
 * from the duplicate to the survivor (decision 053). "move" is a plain UPDATE of company_id; the other
 * strategies resolve rows that would meet a survivor's row on a unique key. A test compares this list
 * with the database's catalog, so a table added later is not forgotten; at run time a table missing
 * here is still moved when no unique index covers its company column, and refused otherwise.
 */
export type MergeStrategy = "move" | "members" | "join-requests" | "pipeline-stages" | "requisitions" | "rename-pipelines" | "rename-saved-searches" | "slug-redirects";

export type MergeTable = { table: string; column: string; label: string; strategy: MergeStrategy };

export const MERGE_TABLES: readonly MergeTable[] = [
  { table: "jobs", column: "company_id", label: "Jobs (imported and posted)", strategy: "move" },
  { table: "job_postings", column: "company_id", label: "Job postings", strategy: "move" },
  { table: "company_members", column: "company_id", label: "Members", strategy: "members" },
  { table: "company_domains", column: "company_id", label: "Email domains", strategy: "move" },
  { table: "company_join_requests", column: "company_id", label: "Join requests", strategy: "join-requests" },
  { table: "company_invitations", column: "company_id", label: "Invitations", strategy: "move" },
  { table: "company_email_templates", column: "company_id", label: "Email templates", strategy: "move" },
  { table: "company_pipeline_stages", column: "company_id", label: "Hiring pipeline stages", strategy: "pipeline-stages" },
  { table: "requisitions", column: "company_id", label: "Requisitions", strategy: "requisitions" },
  { table: "applications", column: "company_id", label: "Applications", strategy: "move" },
  { table: "application_tracking", column: "company_id", label: "Applicant tracking", strategy: "move" },
  { table: "application_activity", column: "company_id", label: "Applicant activity", strategy: "move" },
  { table: "application_emails", column: "company_id", label: "Applicant emails", strategy: "move" },
  { table: "application_notes", column: "company_id", label: "Applicant notes", strategy: "move" },
  { table: "application_ratings", column: "company_id", label: "Applicant ratings", strategy: "move" },
  { table: "application_scorecards", column: "company_id", label: "Scorecards", strategy: "move" },
  { table: "self_identifications", column: "company_id", label: "Self-identification answers", strategy: "move" },
  { table: "talent_pipelines", column: "company_id", label: "Talent pipelines", strategy: "rename-pipelines" },
  { table: "talent_pipeline_members", column: "company_id", label: "Talent pipeline candidates", strategy: "move" },
  { table: "talent_pipeline_activity", column: "company_id", label: "Talent pipeline activity", strategy: "move" },
  { table: "talent_comments", column: "company_id", label: "Talent comments", strategy: "move" },
  { table: "talent_profile_views", column: "company_id", label: "Talent profile views", strategy: "move" },
  { table: "talent_saved_searches", column: "company_id", label: "Saved talent searches", strategy: "rename-saved-searches" },
  { table: "company_slug_redirects", column: "company_id", label: "Old addresses", strategy: "slug-redirects" },
];

export type CompanyForeignKey = { table: string; column: string; uniqueCovered: boolean };

type Reader = Pick<Db, "execute">;

/** The database's own list of columns referencing companies(id), and whether a unique index covers each. */
export async function companyForeignKeys(db: Reader): Promise<CompanyForeignKey[]> {
  const rows = await db.execute<{ table: string; column: string; unique_covered: boolean }>(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column",
      exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid and i.indisunique and a.attnum = any(i.indkey::int2[])
      ) as unique_covered
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.companies'::regclass
    order by 1, 2`);
  return rows.rows.map((r) => ({ table: r.table.replace(/^public\./, ""), column: r.column, uniqueCovered: r.unique_covered }));
}

/** The plan for this database: the known tables, then any other referencing table as a plain move. */
export async function mergePlan(db: Reader): Promise<{ plan: MergeTable[]; refused: CompanyForeignKey[] }> {
  const fks = await companyForeignKeys(db);
  const known = new Set(MERGE_TABLES.map((t) => `${t.table}.${t.column}`));
  const present = new Set(fks.map((f) => `${f.table}.${f.column}`));
  const plan = MERGE_TABLES.filter((t) => present.has(`${t.table}.${t.column}`));
  const refused: CompanyForeignKey[] = [];
  for (const fk of fks) {
    if (known.has(`${fk.table}.${fk.column}`)) continue;
    if (fk.uniqueCovered) refused.push(fk);
    else plan.push({ table: fk.table, column: fk.column, label: fk.table.replace(/_/g, " "), strategy: "move" });
  }
  return { plan, refused };
}
