/*
 * The candidate dashboard's server time on the benchmark data (issue 14 part 6 benchmark: p95 <= 100 ms
 * with 1,000,000 jobs, including recommendations). Times getCandidateDashboard(), the function
 * GET /api/candidates/dashboard and the /dashboard page call (brand, newest jobs, counts, the
 * profile-completion widget's figures and the jobs recommended from the profile through searchJobs),
 * for a set of realistic candidates written into the benchmark database first.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=react-server bench/dashboard/dashboard-bench.ts
 *
 * Options: --profiles N (60), --rounds N (5: repeated passes after the first), --seed S (1),
 * --concurrency C (1), --keep (leave the benchmark's people in the database), --out FILE.
 *
 * The candidates are built from the data's own vocabulary with the search benchmark's helpers: an
 * occupation's title (src/seed/jobs/occupations, what the generator posts), a city and ZIP drawn with
 * the generator's weights (pickState / pickCity), skills from the curated vocabulary that the
 * occupation's own duties and requirements name. Kinds, in realistic shares: desired titles + ZIP +
 * skills; + employment types and on-site only; skills + ZIP without a title; the latest job's title +
 * city; remote only; a headline only; an empty profile. They are written as the app writes them (users, candidate_profiles,
 * candidate_preferences, candidate_skills, work_history) under emails @dashboard-bench.invalid and
 * deleted at the end (cascade) unless --keep.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { eq, like, sql } from "drizzle-orm";
import * as schema from "@/db/schema";
import { candidatePreferences, candidateProfiles, candidateSkills, featureFlags, users, workHistory, type EmploymentType } from "@/db/schema";
import { OCCUPATIONS, type Occupation } from "@/seed/jobs/occupations";
import { pickCity, pickState } from "@/seed/jobs/places";
import { Prng } from "@/seed/jobs/prng";
import { syncFlagDefinitions } from "@/lib/flags/server";
import { SKILL_VOCABULARY } from "@/features/skills/data/vocabulary";
import { loadSkills } from "@/features/skills/server/load-skills";
import { getCandidateDashboard } from "@/features/candidate-dashboard/server/queries";
import { getRecommendedJobs, readRecommendationInput } from "@/features/candidate-dashboard/server/recommendations";
import { planRecommendationSearches } from "@/features/candidate-dashboard/recommendations";
import { shuffled } from "../search-queries";
import { databaseUrl, serverInfo } from "../search-server";
import { describeMachine, fmtMs, gitRevision, summarize, type Summary } from "../stats";

const { values } = parseArgs({
  options: {
    profiles: { type: "string", default: "60" },
    rounds: { type: "string", default: "5" },
    seed: { type: "string", default: "1" },
    concurrency: { type: "string", default: "1" },
    keep: { type: "boolean", default: false },
    out: { type: "string" },
  },
});

const PROFILE_COUNT = Number(values.profiles);
const ROUNDS = Number(values.rounds);
const CONCURRENCY = Number(values.concurrency);
const EMAIL_DOMAIN = "dashboard-bench.invalid";
const log = (message = "") => console.log(message);

type Db = ReturnType<typeof drizzle<typeof schema>>;

/** The kinds of candidate, with their share of the set. */
const KINDS = [
  ["titles-zip-skills", 40],
  ["skills-zip", 5],
  ["titles-zip-types-onsite", 10],
  ["work-history-city", 15],
  ["remote-only", 10],
  ["headline-zip", 10],
  ["empty", 10],
] as const;
type Kind = (typeof KINDS)[number][0];

type BenchProfile = {
  kind: Kind;
  email: string;
  name: string;
  personal: Partial<typeof candidateProfiles.$inferInsert> | null;
  titles: string[];
  employmentTypes: EmploymentType[];
  workArrangements: string[];
  skills: string[];
  workTitle: string | null;
};

/** Skills the occupation's own text names (whole words), in the vocabulary's order. */
function skillsOf(occupation: Occupation): string[] {
  const text = ` ${[...occupation.duties, ...occupation.requirements, ...occupation.summary].join(" ").toLowerCase()} `;
  return SKILL_VOCABULARY.filter((s) => s.name.length > 3 && new RegExp(`[^a-z0-9]${s.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^a-z0-9]`).test(text)).map((s) => s.slug);
}

function buildProfiles(n: number, seed: string): BenchProfile[] {
  const rng = new Prng(`dashboard-bench:${seed}`);
  return Array.from({ length: n }, (_, i) => {
    const kind = rng.weighted(KINDS.map(([k, w]) => [k, w] as const));
    const occupation = rng.pick(OCCUPATIONS);
    const title = rng.pick(occupation.titles);
    const second = rng.pick(occupation.titles);
    const state = pickState(rng);
    const city = pickCity(rng, state);
    const zip = rng.pick(city.zips);
    const skills = skillsOf(occupation).slice(0, rng.int(2, 6));
    const base = { firstName: "Bench", lastName: `Candidate ${i + 1}` };
    const p: BenchProfile = {
      kind,
      email: `candidate-${i + 1}@${EMAIL_DOMAIN}`,
      name: `Bench Candidate ${i + 1}`,
      personal: null,
      titles: [],
      employmentTypes: [],
      workArrangements: [],
      skills: [],
      workTitle: null,
    };
    switch (kind) {
      case "titles-zip-skills":
        return { ...p, personal: { ...base, postalCode: zip }, titles: second === title ? [title] : [title, second], skills };
      case "titles-zip-types-onsite":
        return { ...p, personal: { ...base, postalCode: zip }, titles: [title], employmentTypes: ["full-time", "part-time"], workArrangements: ["on-site"], skills };
      case "work-history-city":
        return { ...p, personal: { ...base, city: city.name, state: city.stateCode }, workTitle: title, skills: skills.slice(0, 2) };
      case "remote-only":
        return { ...p, personal: { ...base, remoteOnly: true }, titles: [title], skills };
      case "skills-zip":
        return { ...p, personal: { ...base, postalCode: zip }, skills };
      case "headline-zip":
        return { ...p, personal: { ...base, postalCode: zip, headline: title } };
      case "empty":
        return p;
    }
  });
}

async function writeProfiles(db: Db, profiles: BenchProfile[]): Promise<{ id: string; name: string; profile: BenchProfile }[]> {
  await db.delete(users).where(like(users.email, `%@${EMAIL_DOMAIN}`));
  const out: { id: string; name: string; profile: BenchProfile }[] = [];
  for (const profile of profiles) {
    const id = randomUUID();
    await db.insert(users).values({ id, name: profile.name, email: profile.email, emailVerified: true });
    if (profile.personal) await db.insert(candidateProfiles).values({ userId: id, ...profile.personal });
    if (profile.titles.length || profile.employmentTypes.length || profile.workArrangements.length)
      await db.insert(candidatePreferences).values({ userId: id, desiredTitles: profile.titles, employmentTypes: profile.employmentTypes, workArrangements: profile.workArrangements });
    if (profile.skills.length) await db.insert(candidateSkills).values(profile.skills.map((skillSlug, position) => ({ userId: id, skillSlug, position })));
    if (profile.workTitle) await db.insert(workHistory).values({ userId: id, employer: "Previous Employer", title: profile.workTitle, isCurrent: true, startYear: 2019, position: 0 });
    out.push({ id, name: profile.name, profile });
  }
  return out;
}

type Timing = { kind: Kind; email: string; ms: number; recommendations: number; searches: number; completion: boolean };

async function runPass(db: Db, people: { id: string; name: string; profile: BenchProfile }[], searchesOf: Map<string, number>): Promise<Timing[]> {
  const timings: Timing[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < people.length) {
        const person = people[next++]!;
        const t = performance.now();
        const { dashboard } = await getCandidateDashboard(db, person, undefined);
        timings.push({
          kind: person.profile.kind,
          email: person.profile.email,
          ms: performance.now() - t,
          recommendations: dashboard.recommendations.jobs.length,
          searches: searchesOf.get(person.id) ?? 0,
          completion: dashboard.completion !== null,
        });
      }
    }),
  );
  return timings;
}

const HEADER = `${"".padEnd(26)} ${"n".padStart(5)}  ${"p50".padStart(9)} ${"p95".padStart(9)} ${"max".padStart(9)} ${"mean".padStart(9)}`;
const row = (label: string, s: Summary) => `${label.padEnd(26)} ${String(s.n).padStart(5)}  ${fmtMs(s.p50).padStart(9)} ${fmtMs(s.p95).padStart(9)} ${fmtMs(s.max).padStart(9)} ${fmtMs(s.mean).padStart(9)}`;

function report(name: string, timings: Timing[]) {
  const all = summarize(timings.map((t) => t.ms));
  log(`\n${name}`);
  log(HEADER);
  log(row("all", all));
  const kinds: Record<string, Summary> = {};
  for (const [kind] of KINDS) {
    const ms = timings.filter((t) => t.kind === kind).map((t) => t.ms);
    if (ms.length) log(row(`  ${kind}`, (kinds[kind] = summarize(ms))));
  }
  return { all, kinds };
}

async function main() {
  if (!Number.isInteger(PROFILE_COUNT) || PROFILE_COUNT < 1) throw new Error("--profiles must be a positive whole number");
  if (!Number.isInteger(ROUNDS) || ROUNDS < 0) throw new Error("--rounds must be a whole number >= 0");
  const url = databaseUrl();
  // The app's pool (src/db/client.ts): DB_POOL_MAX connections (10), jit off, work_mem 64MB.
  const pool = new pg.Pool({ connectionString: url, max: Math.max(Number(process.env.DB_POOL_MAX ?? 10), CONCURRENCY * 4), options: "-c jit=off -c work_mem=64MB" });
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  const startedAt = new Date();
  try {
    await syncFlagDefinitions(db);
    await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "profile-completion-widget"));
    const vocabulary = await loadSkills(db);
    const [{ jobs } = { jobs: 0 }] = (await db.execute<{ jobs: number }>(sql`select count(*)::int as jobs from job_search where status = 'open'`)).rows;
    const profiles = buildProfiles(PROFILE_COUNT, values.seed!);
    const people = await writeProfiles(db, profiles);
    // How many searches each person's dashboard runs (from the same plan the dashboard makes).
    const searchesOf = new Map<string, number>();
    for (const p of people) searchesOf.set(p.id, planRecommendationSearches(await readRecommendationInput(db, p.id), 6).length);

    const warm = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    await Promise.all(warm.map((c) => c.query("select 1")));
    warm.forEach((c) => c.release());
    const server = await serverInfo(pool);
    const machine = describeMachine();
    log(`dashboard benchmark: ${people.length} candidates, ${ROUNDS} repeated rounds, concurrency ${CONCURRENCY}, seed ${values.seed}`);
    log(`data: ${jobs.toLocaleString("en-US")} open jobs; skills vocabulary ${vocabulary.total}`);
    log(`machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node}; PostgreSQL ${server.settings.server_version}`);
    log(`settings: ${Object.entries(server.settings).filter(([k]) => k !== "server_version").map(([k, v]) => `${k}=${v}`).join(" ")}`);
    log(`kinds: ${KINDS.map(([k]) => `${k} ${people.filter((p) => p.profile.kind === k).length}`).join(", ")}`);

    const first = await runPass(db, shuffled(people, new Prng(`first:${values.seed}`)), searchesOf);
    const firstReport = report("first: each candidate's dashboard once (no search of theirs has run in this process)", first);
    const repeated: Timing[] = [];
    for (let r = 0; r < ROUNDS; r++) repeated.push(...(await runPass(db, shuffled(people, new Prng(`round:${r}:${values.seed}`)), searchesOf)));
    const repeatedReport = ROUNDS ? report(`repeated: ${ROUNDS} more rounds, shuffled (the searches are not cached: each call runs them)`, repeated) : null;

    const everything = [...first, ...repeated];
    const overall = summarize(everything.map((t) => t.ms));
    log(`\nall ${everything.length} calls: p50 ${fmtMs(overall.p50)}, p95 ${fmtMs(overall.p95)}, max ${fmtMs(overall.max)} (target p95 <= 100 ms: ${overall.p95 <= 100 ? "met" : "NOT met"})`);
    const withJobs = first.filter((t) => t.recommendations > 0).length;
    log(`recommendations: ${withJobs} of ${first.length} candidates got some (mean ${(first.reduce((s, t) => s + t.recommendations, 0) / first.length).toFixed(1)}); searches per dashboard ${[0, 1, 2, 3].map((k) => `${k}: ${first.filter((t) => t.searches === k).length}`).join(", ")}`);

    const slowest = [...everything].sort((a, b) => b.ms - a.ms).slice(0, 8);
    log(`\n  slowest calls:`);
    for (const t of slowest) {
      const person = people.find((p) => p.profile.email === t.email)!.profile;
      log(`  ${fmtMs(t.ms).padStart(9)}  ${t.kind.padEnd(24)} ${t.searches} searches  titles ${JSON.stringify(person.titles.length ? person.titles : [person.workTitle ?? person.personal?.headline ?? ""].filter(Boolean))} skills ${person.skills.length} ${person.personal?.postalCode || person.personal?.city || (person.personal?.remoteOnly ? "remote" : "-")}`);
    }
    const sample = people.find((p) => p.profile.kind === "titles-zip-skills");
    if (sample) {
      const rec = await getRecommendedJobs(db, sample.id);
      log(`\n  e.g. ${JSON.stringify(sample.profile.titles)} near ${sample.profile.personal?.postalCode}:`);
      for (const j of rec.jobs.slice(0, 4)) log(`    ${j.title} (${j.company}) - ${j.reason}`);
    }

    const finishedAt = new Date();
    const result = {
      benchmark: "dashboard",
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      options: { profiles: PROFILE_COUNT, rounds: ROUNDS, seed: values.seed, concurrency: CONCURRENCY },
      git: gitRevision(),
      machine,
      database: { url: url.replace(/\/\/[^@/]*@/, "//"), openJobs: jobs, ...server },
      notes: ["wall time around getCandidateDashboard() (the route's and the page's call) in this process, no HTTP or rendering; searches run through searchJobs() uncached"],
      passes: { first: firstReport, repeated: repeatedReport, overall },
      calls: everything.map((t) => ({ kind: t.kind, email: t.email, ms: Math.round(t.ms * 100) / 100, recommendations: t.recommendations, searches: t.searches })),
    };
    const out = values.out ?? path.join("bench", ".results", `dashboard-${finishedAt.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.json`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
    log(`\nresults: ${out}`);
  } finally {
    if (!values.keep) await db.delete(users).where(like(users.email, `%@${EMAIL_DOMAIN}`));
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
