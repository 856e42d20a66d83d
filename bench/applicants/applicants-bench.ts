/*
 * The applicants board and list's server time with 5,000 applicants on one posting (issue 16 part 3
 * benchmark: p95 <= 100 ms). Builds a fresh database (migrated as the app's), writes an employer,
 * a posting with 5,000 applicants spread over the company's stages with ratings, knock-out answers
 * and sources (plus two other postings of the company with 2,000 each, so the job's rows are not the
 * whole table), then times the route handlers the pages' client calls, in this process: session
 * lookup, the company check, the stages, the query, JSON. No HTTP socket.
 *
 *   npx tsx --conditions=react-server bench/applicants/applicants-bench.ts                 # PGlite in-process
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --conditions=react-server bench/applicants/applicants-bench.ts
 *
 * Options: --applicants N (5000), --rounds N (100 timed calls per case after 25 warm-up calls), --out FILE, --explain (print the plans).
 */
import { createHmac, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";

const SECRET = "applicants-bench-secret-0123456789abcdef0123";
Object.assign(process.env, { AUTH_SECRET: SECRET, BASE_URL: "http://localhost:3000", LOG_LEVEL: "warn", APP_ENV: "test", DATABASE_URL: process.env.DATABASE_URL ?? "postgres://injected@127.0.0.1:1/none", JOB_AVAILABILITY_CACHE: "off" });

const { values } = parseArgs({ options: { applicants: { type: "string", default: "5000" }, rounds: { type: "string", default: "100" }, out: { type: "string" }, explain: { type: "boolean", default: false } } });
const APPLICANTS = Number(values.applicants);
const ROUNDS = Number(values.rounds);
const WARMUP = 25;
const log = (m = "") => console.log(m);

async function main() {
  const { createTestPool, migrateTestDatabase } = await import("@/testing/database");
  const { setDatabaseForTests, getDb } = await import("@/db/client");
  const schema = await import("@/db/schema");
  const { ensurePipelineStages } = await import("@/features/applicant-tracking/server/pipeline-stages");
  const { GET: applicantsGet } = await import("@/app/api/employer/postings/[id]/applicants/route");
  const { callRoute } = await import("@/testing/http");
  const { summarize, fmtMs, describeMachine, gitRevision } = await import("../stats");

  const engine = process.env.TEST_DATABASE_URL ? "postgresql" : "pglite";
  const t0 = performance.now();
  const pool = await createTestPool();
  await migrateTestDatabase(pool);
  setDatabaseForTests(pool);
  const db = getDb();
  log(`database: ${engine}, migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The employer, their company and session.
  const ownerId = randomUUID();
  await db.insert(schema.users).values({ id: ownerId, name: "Bench Owner", email: `owner-${ownerId.slice(0, 8)}@applicants-bench.invalid`, emailVerified: true });
  await db.insert(schema.userRoles).values({ userId: ownerId, role: "Hiring Manager" });
  const [company] = await db.insert(schema.companies).values({ slug: `bench-${ownerId.slice(0, 8)}`, name: "Bench Health" }).returning({ id: schema.companies.id });
  await db.insert(schema.companyMembers).values({ companyId: company!.id, userId: ownerId, memberRole: "owner" });
  const token = randomUUID().replace(/-/g, "");
  await db.insert(schema.sessions).values({ id: randomUUID(), userId: ownerId, token, expiresAt: new Date(Date.now() + 86_400_000) });
  const cookie = `upstep.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", SECRET).update(token).digest("base64")}`)}`;
  const stages = await ensurePipelineStages(db, company!.id);
  const stageId = (name: string) => stages.find((s) => s.name === name)!.id;

  const questionId = randomUUID();
  const postings: { id: string; n: number }[] = [
    { id: randomUUID(), n: APPLICANTS },
    { id: randomUUID(), n: 2000 },
    { id: randomUUID(), n: 2000 },
  ];
  const t1 = performance.now();
  for (const [i, p] of postings.entries()) {
    await db.insert(schema.jobs).values({ id: p.id, source: "upstep", externalRef: p.id, title: `Bench Nurse ${i}`, companyId: company!.id, postedAt: new Date(), contentHash: "bench", applyOnPlatform: true });
    await db.insert(schema.jobPostings).values({ id: p.id, companyId: company!.id, status: "published", title: `Bench Nurse ${i}`, ownerUserId: ownerId });
    await db.insert(schema.jobScreeningQuestions).values({ id: i === 0 ? questionId : randomUUID(), jobId: p.id, kind: "yes-no", prompt: "Do you hold an RN license?", knockoutAnswers: ["no"] });
    // People and their sent applications, in SQL (the trigger makes each tracking row).
    await db.execute(sql`
      with people as (
        insert into users (id, name, email, email_verified)
        select gen_random_uuid(), 'Applicant ' || g, 'a' || g || '-' || ${p.id} || '@applicants-bench.invalid', true from generate_series(1, ${p.n}) g
        returning id, name
      )
      insert into applications (job_id, user_id, company_id, stage, submitted_at, stage_changed_at, source, knocked_out, answers, profile_snapshot, cover_letter)
      select ${p.id}::uuid, people.id, ${company!.id}::uuid, 'applied', now() - (random() * interval '60 days'), now(),
        (array['search','search','search','job-alert','company-page','saved-jobs','direct'])[1 + floor(random() * 7)::int],
        people.k, jsonb_build_array(jsonb_build_object('questionId', ${i === 0 ? questionId : randomUUID()}::text, 'prompt', 'Do you hold an RN license?', 'kind', 'yes-no', 'answer', case when people.k = 1 then 'no' else 'yes' end, 'knockedOut', people.k = 1)),
        jsonb_build_object('name', people.name, 'email', '', 'phone', '', 'headline', 'Registered nurse', 'location', 'Columbus, OH', 'summary', '', 'sections', '[]'::jsonb),
        ''
      from (select id, name, case when random() < 0.25 then 1 else 0 end as k from people) people`);
  }
  // Spread over the stages (40% Applied, 20% Screen, 15% Interview, 5% Offer, 3% Hired, 17% Rejected), ratings on 60%.
  await db.execute(sql`
    update application_tracking t set
      pipeline_stage_id = case when r < 0.40 then null when r < 0.60 then ${stageId("Screen")}::uuid when r < 0.75 then ${stageId("Interview")}::uuid
        when r < 0.80 then ${stageId("Offer")}::uuid when r < 0.83 then ${stageId("Hired")}::uuid else ${stageId("Rejected")}::uuid end,
      rejection_reason = case when r >= 0.83 then 'not-qualified' end,
      stage_entered_at = now() - (random() * interval '30 days'),
      rating_average = case when random() < 0.6 then 1 + floor(random() * 40) / 10.0 end,
      rating_count = case when random() < 0.6 then 1 + floor(random() * 3)::int else 0 end
    from (select application_id, random() as r from application_tracking) x where x.application_id = t.application_id`);
  await db.execute(sql`update applications a set stage = case when t.pipeline_stage_id = ${stageId("Screen")}::uuid then 'in-review' when t.pipeline_stage_id = ${stageId("Interview")}::uuid then 'interviewing'
      when t.pipeline_stage_id = ${stageId("Offer")}::uuid then 'offer' when t.pipeline_stage_id = ${stageId("Hired")}::uuid then 'hired' when t.pipeline_stage_id = ${stageId("Rejected")}::uuid then 'not-selected' else 'applied' end
    from application_tracking t where t.application_id = a.id`);
  await db.execute(sql`update applications set stage = 'withdrawn', withdrawn_at = now() where id in (select id from applications where job_id = ${postings[0]!.id}::uuid and stage = 'applied' limit 50)`);
  await db.execute(sql`analyze`);
  const genSeconds = (performance.now() - t1) / 1000;
  const [{ n, knocked, rated }] = (
    await db.execute<{ n: number; knocked: number; rated: number }>(
      sql`select count(*)::int as n, sum(a.knocked_out)::int as knocked, count(t.rating_average)::int as rated from application_tracking t join applications a on a.id = t.application_id where t.job_id = ${postings[0]!.id}::uuid`,
    )
  ).rows as [{ n: number; knocked: number; rated: number }];
  log(`generated ${postings.reduce((s, p) => s + p.n, 0)} applications (${n} on the measured posting: ${knocked} knocked out, ${rated} rated) in ${genSeconds.toFixed(1)} s`);

  const posting = postings[0]!.id;
  if (values.explain) {
    // The plans of the board's and the counts' statements, as this engine runs them.
    const { boardColumns, countByStage } = await import("@/features/applicant-tracking/server/list-applicants");
    const original = db.execute.bind(db);
    (db as unknown as { execute: typeof db.execute }).execute = (async (query: Parameters<typeof db.execute>[0]) => {
      const plan = await original(sql`explain (analyze, costs off) ${query}`);
      log(plan.rows.map((r) => Object.values(r as Record<string, unknown>)[0]).join("\n"));
      return original(query);
    }) as typeof db.execute;
    await boardColumns(db, { jobId: posting, stages, filters: { sort: "applied-desc" } });
    await countByStage(db, { jobId: posting, stages, filters: { sort: "applied-desc" } });
    (db as unknown as { execute: typeof db.execute }).execute = original;
  }
  const combo = `knockout=passed&minRating=3&source=search&sort=rating-desc`;
  const cases: { name: string; query: string }[] = [
    { name: "board, default filters (first page of every stage)", query: "view=board" },
    { name: "board, filter combo", query: `view=board&${combo}` },
    { name: "list, default filters (page 1 + counts per stage)", query: "" },
    { name: "list, filter combo", query: combo },
    { name: "list, one stage, an answer filter", query: `stage=${stageId("Interview")}&answer=${questionId}:yes` },
    { name: "board column, load more (page 2 of Applied)", query: `view=board&stage=${stageId("Applied")}&cursor=20` },
  ];
  const results: { name: string; summary: ReturnType<typeof summarize>; bytes: number }[] = [];
  for (const c of cases) {
    const call = async () => {
      const started = performance.now();
      const res = await callRoute(applicantsGet, { path: `/api/employer/postings/${posting}/applicants?${c.query}`, params: { id: posting }, cookie });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${body.slice(0, 300)}`);
      return { ms, bytes: body.length };
    };
    for (let i = 0; i < WARMUP; i++) await call();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const r = await call();
      times.push(r.ms);
      bytes = r.bytes;
    }
    const s = summarize(times);
    results.push({ name: c.name, summary: s, bytes });
    log(`${c.name}: p50 ${fmtMs(s.p50)}  p95 ${fmtMs(s.p95)}  max ${fmtMs(s.max)}  (${ROUNDS} calls, ${(bytes / 1024).toFixed(1)} kB)`);
  }
  // The same reads without the route (no session, company check, stages or JSON): the queries' share.
  const { boardColumns, listApplicantsPage } = await import("@/features/applicant-tracking/server/list-applicants");
  const defaults = { sort: "applied-desc" as const };
  const queryCases: { name: string; run: () => Promise<unknown> }[] = [
    { name: "queries only: board", run: () => boardColumns(db, { jobId: posting, stages, filters: defaults }) },
    {
      name: "queries only: list (counts + page)",
      run: () => listApplicantsPage(db, { jobId: posting, stages, filters: defaults, cursor: 0 }),
    },
  ];
  for (const c of queryCases) {
    for (let i = 0; i < WARMUP; i++) await c.run();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await c.run();
      times.push(performance.now() - started);
    }
    const s = summarize(times);
    results.push({ name: c.name, summary: s, bytes: 0 });
    log(`${c.name}: p50 ${fmtMs(s.p50)}  p95 ${fmtMs(s.p95)}  max ${fmtMs(s.max)}`);
  }
  const loadavg = (await import("node:os")).loadavg();
  log(`load average ${loadavg.map((l) => l.toFixed(1)).join(" ")}`);
  const worst = Math.max(...results.filter((r) => !r.name.startsWith("queries only")).map((r) => r.summary.p95));
  log(`\nworst p95 ${fmtMs(worst)}: ${worst <= 100 ? "meets" : "misses"} the 100 ms target`);
  const out = values.out ?? path.join(import.meta.dirname, "../.results", `applicants-${engine}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ engine, loadavg, applicants: APPLICANTS, rounds: ROUNDS, generateSeconds: genSeconds, machine: describeMachine(), revision: gitRevision(), results }, null, 2));
  log(`results: ${out}`);
  const [{ name }] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [{ name: string }];
  await pool.end();
  if (process.env.TEST_DATABASE_URL) {
    // The benchmark's own database goes with it.
    const pg = (await import("pg")).default;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
