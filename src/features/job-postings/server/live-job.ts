import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { JobStatus } from "@/db/schema";
import type { jobPostings } from "@/db/schema/employers";
import { EMPLOYER_POSTING_SOURCE, ReferenceResolver, sanitizeDescription, type LocationInput } from "@/features/jobs/server/queries";
import { AppError } from "@/lib/errors";
import { findUsState } from "@/lib/us-states";
import { POSTING_MESSAGES as M } from "../messages";

/*
 * The public job of a posting (decision 039). The posting is the source of truth; while it has been
 * published, the `jobs` row with the same id (source "upstep", external_ref = the id) and its
 * document, places, skills and screening questions are written from it, in the caller's
 * transaction, on every save and status change. The job page, search (job_search, by triggers), the
 * company page and the sitemaps read those rows, so what the employer saved is live at once; the
 * jobs table's trigger tells the job page caches (a closed job answers 410 at once).
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type PostingRow = typeof jobPostings.$inferSelect;

/** What the job's status is for a posting's status and expiry. */
export function jobStatusFor(posting: Pick<PostingRow, "status" | "expiresAt">, now: Date): JobStatus {
  if (posting.status !== "published") return "closed";
  return posting.expiresAt && posting.expiresAt <= now ? "expired" : "open";
}

function contentHash(posting: PostingRow): string {
  const { updatedAt: _u, createdAt: _c, publishedAt: _p, pausedAt: _pa, closedAt: _cl, ...content } = posting;
  return createHash("sha1").update(JSON.stringify(content)).digest("base64url");
}

/**
 * Question ids the posting may use: its own, or new ones nobody else's job has. An id another job
 * already uses (a copied posting, or a made-up request) is replaced, so a save never touches another
 * job's questions.
 */
export async function ownQuestionIds<Q extends { id: string }>(db: Pick<Db, "execute">, postingId: string | null, questions: Q[]): Promise<Q[]> {
  if (!questions.length) return questions;
  const ids = questions.map((q) => q.id);
  const taken = await db.execute<{ id: string }>(sql`
    select id from job_screening_questions
    where id = any(${sql.param(ids)}::uuid[]) ${postingId ? sql`and job_id <> ${postingId}::uuid` : sql``}`);
  const used = new Set(taken.rows.map((r) => r.id));
  return used.size ? questions.map((q) => (used.has(q.id) ? { ...q, id: randomUUID() } : q)) : questions;
}

/**
 * Writes the posting's job (insert or update) with everything it shows. The posting must have been
 * published at least once (first_published_at set) and hold what publishIssues() asks for.
 */
export async function writeLiveJob(tx: Tx, posting: PostingRow, companyName: string, now: Date): Promise<void> {
  const firstPublishedAt = posting.firstPublishedAt ?? now;
  const status = jobStatusFor(posting, now);
  const places: LocationInput[] = posting.locations.map((l) => ({ city: l.city, state: findUsState(l.state) ?? null, postalCode: l.postalCode }));

  const resolver = new ReferenceResolver();
  await resolver.prepare(tx);
  const [resolved] = await resolver.resolveLocations(tx, [{ remote: posting.remote === 1, locations: places }]);
  if (!resolved?.ok) throw new AppError("BAD_REQUEST", M.locationUnknownCity, { issues: [{ path: "locations", message: M.locationUnknownCity }] });
  const locations = resolved.locations;

  const applyUrl = posting.applyMode === "external" ? posting.applyUrl : null;
  const descriptionHtml = sanitizeDescription(posting.descriptionHtml);
  await tx.execute(sql`
    insert into jobs (id, source, external_ref, title, company_id, category_id, subcategory_id, employment_type,
      salary_min_cents, salary_max_cents, salary_currency, salary_period, tags, remote, status, posted_at, valid_through,
      expired_at, apply_url, apply_on_platform, primary_location_id, content_hash, last_import_run_id)
    values (${posting.id}::uuid, ${EMPLOYER_POSTING_SOURCE}, ${posting.id}, ${posting.title}, ${posting.companyId}::uuid,
      ${posting.categoryId}::uuid, ${posting.subcategoryId}::uuid, ${posting.employmentType},
      ${posting.salaryMinCents}::int, ${posting.salaryMaxCents}::int, ${posting.salaryMinCents === null && posting.salaryMaxCents === null ? null : posting.salaryCurrency},
      ${posting.salaryMinCents === null && posting.salaryMaxCents === null ? null : posting.salaryPeriod}, '{}'::text[], ${posting.remote === 1}, ${status},
      ${firstPublishedAt.toISOString()}::timestamptz, ${posting.expiresAt?.toISOString() ?? null}::timestamptz,
      ${status === "expired" ? now.toISOString() : null}::timestamptz, ${applyUrl}, ${applyUrl === null},
      ${locations[0]?.id ?? null}::uuid, ${contentHash(posting)}, null)
    on conflict (id) do update set
      title = excluded.title, company_id = excluded.company_id, category_id = excluded.category_id,
      subcategory_id = excluded.subcategory_id, employment_type = excluded.employment_type,
      salary_min_cents = excluded.salary_min_cents, salary_max_cents = excluded.salary_max_cents,
      salary_currency = excluded.salary_currency, salary_period = excluded.salary_period,
      remote = excluded.remote, status = excluded.status, posted_at = excluded.posted_at, valid_through = excluded.valid_through,
      expired_at = case when excluded.status = 'expired' then coalesce(jobs.expired_at, excluded.expired_at) else null end,
      apply_url = excluded.apply_url, apply_on_platform = excluded.apply_on_platform,
      primary_location_id = excluded.primary_location_id, content_hash = excluded.content_hash, updated_at = now()`);

  await tx.execute(sql`
    insert into job_documents (job_id, title, company_name, description_html)
    values (${posting.id}::uuid, ${posting.title}, ${companyName}, ${descriptionHtml})
    on conflict (job_id) do update set title = excluded.title, company_name = excluded.company_name, description_html = excluded.description_html`);

  await tx.execute(sql`delete from job_locations where job_id = ${posting.id}::uuid`);
  if (locations.length) {
    await tx.execute(sql`
      insert into job_locations (job_id, location_id, position, state_code, city_slug)
      select ${posting.id}::uuid, l, p, s, c
      from unnest(${sql.param(locations.map((l) => l.id))}::uuid[], ${sql.param(locations.map((_, i) => i))}::int2[],
        ${sql.param(locations.map((l) => l.stateCode))}::text[], ${sql.param(locations.map((l) => l.citySlug))}::text[]) as v(l, p, s, c)`);
  }

  await tx.execute(sql`delete from job_skills where job_id = ${posting.id}::uuid`);
  if (posting.skills.length) {
    await tx.execute(sql`
      insert into job_skills (job_id, skill_slug, position)
      select ${posting.id}::uuid, s, p from unnest(${sql.param(posting.skills)}::text[], ${sql.param(posting.skills.map((_, i) => i))}::int2[]) as v(s, p)`);
  }

  // Questions: kept by id (answers already given name them), new ones added, removed ones deleted.
  const questions = posting.questions;
  await tx.execute(sql`
    delete from job_screening_questions
    where job_id = ${posting.id}::uuid and not (id = any(${sql.param(questions.map((q) => q.id))}::uuid[]))`);
  for (const [position, q] of questions.entries()) {
    await tx.execute(sql`
      insert into job_screening_questions (id, job_id, position, kind, prompt, options, required, knockout_answers, knockout_min, knockout_max)
      values (${q.id}::uuid, ${posting.id}::uuid, ${position}, ${q.kind}, ${q.prompt}, ${sql.param(q.options)}::text[], ${q.required ? 1 : 0},
        ${sql.param(q.knockoutAnswers)}::text[], ${q.knockoutMin}::float8, ${q.knockoutMax}::float8)
      on conflict (id) do update set
        position = excluded.position, kind = excluded.kind, prompt = excluded.prompt, options = excluded.options,
        required = excluded.required, knockout_answers = excluded.knockout_answers,
        knockout_min = excluded.knockout_min, knockout_max = excluded.knockout_max
      where job_screening_questions.job_id = excluded.job_id`);
  }
}

/** Sets the posting's job status (pause, resume, close) without rewriting its content. */
export async function setLiveJobStatus(tx: Tx, posting: PostingRow, now: Date): Promise<void> {
  const status = jobStatusFor(posting, now);
  await tx.execute(sql`
    update jobs set status = ${status}, valid_through = ${posting.expiresAt?.toISOString() ?? null}::timestamptz,
      expired_at = case when ${status} = 'expired' then coalesce(expired_at, ${now.toISOString()}::timestamptz) else null end,
      updated_at = now()
    where id = ${posting.id}::uuid and source = ${EMPLOYER_POSTING_SOURCE}`);
}
