import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { JOB_TAGS, type JobStatus } from "@/db/schema";
import type { NormalisedJob } from "./record-schema";
import { arr, JOB_CATEGORY_TYPE, type Executor, type LocationRef, type ReferenceResolver } from "./resolve-references";

export type BatchItem = { job: NormalisedJob; index: number };
export type BatchRejection = { index: number; reason: string; ref: string | null; title: string | null };
export type BatchResult = {
  created: number;
  updated: number;
  unchanged: number;
  rejected: BatchRejection[];
  /** Every job the batch wrote or saw unchanged. */
  jobIds: string[];
  /** The jobs whose row was written (created or updated): their tags are the feed's again. */
  writtenIds: string[];
};
export type BatchContext = { runId: string; source: string; now: Date; resolver: ReferenceResolver };

type Existing = { id: string; external_ref: string; content_hash: string; status: JobStatus; posted_at: Date | string; last_import_run_id: string | null };
type Row = { id: string; item: BatchItem; locations: LocationRef[]; status: JobStatus; postedAt: Date; companyId: string; companyName: string };

/** A text[] literal for one row; unnest() over a text[][] would flatten it, so tags travel as literals. */
function textArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

/*
 * Writes one batch inside the caller's transaction: resolve references in bulk, read the batch's
 * existing jobs in one query, then one upsert for new and changed jobs, one for their documents,
 * one replace of their locations, and one touch of unchanged jobs (so the run knows it saw them).
 */
export async function writeJobBatch(tx: Executor, ctx: BatchContext, items: BatchItem[]): Promise<BatchResult> {
  const result: BatchResult = { created: 0, updated: 0, unchanged: 0, rejected: [], jobIds: [], writtenIds: [] };
  const reject = (item: BatchItem, reason: string) =>
    result.rejected.push({ index: item.index, reason, ref: item.job.externalRef, title: item.job.title });

  // Duplicates within the batch: the first occurrence wins.
  const seen = new Set<string>();
  const unique: BatchItem[] = [];
  for (const item of items) {
    if (seen.has(item.job.externalRef)) reject(item, "duplicate reference number");
    else {
      seen.add(item.job.externalRef);
      unique.push(item);
    }
  }
  if (!unique.length) return result;

  const jobs = unique.map((i) => i.job);
  await ctx.resolver.resolveCategoriesAndCompanies(tx, jobs);
  const resolved = await ctx.resolver.resolveLocations(tx, jobs);

  const existingRows = await tx.execute<Existing>(sql`
    select id, external_ref, content_hash, status, posted_at, last_import_run_id from jobs
    where source = ${ctx.source} and external_ref = any(${arr(jobs.map((j) => j.externalRef))}::text[])`);
  const existing = new Map(existingRows.rows.map((r) => [r.external_ref, r]));

  const toWrite: Row[] = [];
  const created = new Set<string>();
  const unchangedIds: string[] = [];
  unique.forEach((item, i) => {
    const loc = resolved[i]!;
    if (!loc.ok) return reject(item, loc.reason);
    const { job } = item;
    const old = existing.get(job.externalRef);
    // Seen by an earlier batch of this run: the feed lists the reference twice.
    if (old?.last_import_run_id === ctx.runId) return reject(item, "duplicate reference number");
    const company = ctx.resolver.company(job.company.slug)!;
    let status: JobStatus = job.validThrough && job.validThrough < ctx.now ? "expired" : "open";
    if (old?.status === "closed") status = "closed"; // closed on the platform: the feed does not reopen it
    if (old && old.content_hash === job.contentHash && old.status === status) {
      unchangedIds.push(old.id);
      result.unchanged++;
      return;
    }
    const id = old?.id ?? randomUUID();
    if (!old) created.add(id);
    const postedAt = job.postedAt ?? (old ? new Date(old.posted_at) : ctx.now);
    toWrite.push({ id, item, locations: loc.locations, status, postedAt, companyId: company.id, companyName: company.name });
  });

  if (toWrite.length) {
    const col = <T>(f: (r: Row) => T) => arr(toWrite.map(f));
    const cat = (r: Row) => ctx.resolver.categoryId(JOB_CATEGORY_TYPE, r.item.job.category);
    const sub = (r: Row) => (r.item.job.subcategory ? ctx.resolver.categoryId(JOB_CATEGORY_TYPE, r.item.job.category, r.item.job.subcategory) : null);
    const written = await tx.execute<{ id: string; external_ref: string }>(sql`
      insert into jobs (id, source, external_ref, title, company_id, category_id, subcategory_id, employment_type,
        salary_min_cents, salary_max_cents, salary_currency, salary_period, tags, remote, status, posted_at, valid_through,
        expired_at, apply_url, apply_on_platform, primary_location_id, content_hash, last_import_run_id)
      select v.id, ${ctx.source}, v.ref, v.title, v.company_id, v.category_id, v.subcategory_id, v.employment_type,
        v.salary_min, v.salary_max, v.salary_currency, v.salary_period, v.tags::text[], v.remote, v.status, v.posted_at, v.valid_through,
        case when v.status = 'expired' then ${ctx.now.toISOString()}::timestamptz end, v.apply_url, v.apply_on_platform, v.location_id, v.hash, ${ctx.runId}::uuid
      from unnest(
        ${col((r) => r.id)}::uuid[], ${col((r) => r.item.job.externalRef)}::text[], ${col((r) => r.item.job.title)}::text[],
        ${col((r) => r.companyId)}::uuid[], ${col(cat)}::uuid[], ${col(sub)}::uuid[], ${col((r) => r.item.job.employmentType)}::text[],
        ${col((r) => r.item.job.salary?.minCents ?? null)}::int[], ${col((r) => r.item.job.salary?.maxCents ?? null)}::int[],
        ${col((r) => r.item.job.salary?.currency ?? null)}::text[], ${col((r) => r.item.job.salary?.period ?? null)}::text[],
        ${col((r) => textArrayLiteral(r.item.job.tags))}::text[], ${col((r) => r.item.job.remote)}::bool[], ${col((r) => r.status)}::text[],
        ${col((r) => r.postedAt.toISOString())}::timestamptz[], ${col((r) => r.item.job.validThrough?.toISOString() ?? null)}::timestamptz[],
        ${col((r) => r.item.job.applyUrl)}::text[], ${col((r) => r.item.job.applyOnPlatform)}::bool[], ${col((r) => r.locations[0]?.id ?? null)}::uuid[],
        ${col((r) => r.item.job.contentHash)}::text[]
      ) as v(id, ref, title, company_id, category_id, subcategory_id, employment_type, salary_min, salary_max, salary_currency,
        salary_period, tags, remote, status, posted_at, valid_through, apply_url, apply_on_platform, location_id, hash)
      on conflict (source, external_ref) do update set
        title = excluded.title, company_id = excluded.company_id, category_id = excluded.category_id,
        subcategory_id = excluded.subcategory_id, employment_type = excluded.employment_type,
        salary_min_cents = excluded.salary_min_cents, salary_max_cents = excluded.salary_max_cents,
        salary_currency = excluded.salary_currency, salary_period = excluded.salary_period,
        -- The feed's tags, plus Promoted Job while the job has an active promotion (decision 056): the
        -- tag never drops out between an import and the promotions' next run.
        tags = case when ${JOB_TAGS.promoted} = any(excluded.tags)
            or not exists (select 1 from job_promotions promotion where promotion.job_id = jobs.id and promotion.status = 'active')
          then excluded.tags else array_append(excluded.tags, ${JOB_TAGS.promoted}) end,
        remote = excluded.remote, status = excluded.status, posted_at = excluded.posted_at, valid_through = excluded.valid_through,
        expired_at = case when excluded.status = 'open' then null when jobs.status = excluded.status then jobs.expired_at else excluded.expired_at end,
        apply_url = excluded.apply_url, apply_on_platform = excluded.apply_on_platform,
        primary_location_id = excluded.primary_location_id, content_hash = excluded.content_hash,
        last_import_run_id = excluded.last_import_run_id, updated_at = now()
      returning id, external_ref`);
    // The database's id is the truth (it differs from ours only if another writer inserted the same reference meanwhile).
    const idByRef = new Map(written.rows.map((r) => [r.external_ref, r.id]));
    for (const r of toWrite) {
      const dbId = idByRef.get(r.item.job.externalRef)!;
      if (created.has(r.id) && dbId === r.id) result.created++;
      else result.updated++;
      r.id = dbId;
      result.writtenIds.push(dbId);
    }

    await tx.execute(sql`
      insert into job_documents (job_id, title, company_name, description_html)
      select * from unnest(${col((r) => r.id)}::uuid[], ${col((r) => r.item.job.title)}::text[], ${col((r) => r.companyName)}::text[],
        ${col((r) => r.item.job.descriptionHtml)}::text[])
      on conflict (job_id) do update set title = excluded.title, company_name = excluded.company_name, description_html = excluded.description_html`);

    const replaced = toWrite.filter((r) => !created.has(r.id)).map((r) => r.id);
    if (replaced.length) await tx.execute(sql`delete from job_locations where job_id = any(${arr(replaced)}::uuid[])`);
    const links = toWrite.flatMap((r) => r.locations.map((l, position) => ({ jobId: r.id, l, position })));
    if (links.length) {
      await tx.execute(sql`
        insert into job_locations (job_id, location_id, position, state_code, city_slug)
        select * from unnest(${arr(links.map((x) => x.jobId))}::uuid[], ${arr(links.map((x) => x.l.id))}::uuid[],
          ${arr(links.map((x) => x.position))}::int2[], ${arr(links.map((x) => x.l.stateCode))}::text[], ${arr(links.map((x) => x.l.citySlug))}::text[])`);
    }
  }

  if (unchangedIds.length) {
    await tx.execute(sql`update jobs set last_import_run_id = ${ctx.runId}::uuid where id = any(${arr(unchangedIds)}::uuid[])`);
  }
  result.jobIds = [...result.writtenIds, ...unchangedIds];
  return result;
}
