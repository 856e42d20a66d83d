/*
 * The talent search benchmark's data (issue 17 part 1): N discoverable candidates written through the
 * profile tables, so migration 0022's triggers build talent_search exactly as the app's writes would.
 * Deterministic (every choice is a hash of the person's number), set-based SQL in chunks:
 * people and profiles first while private (the triggers then only delete nothing), their jobs, school,
 * skills, preferences and, for a third of them, a parsed resume's text; then each chunk becomes
 * discoverable in one UPDATE, which runs upstep_refresh_talent once per person. Activity and arrival
 * dates are spread over two years afterwards (the benchmark's own shortcut; the app never writes
 * talent_search), then VACUUM FULL and ANALYZE.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/** Sectors: titles, skill categories of the vocabulary, degrees and words for summaries and resumes. */
export const SECTORS = [
  {
    titles: ["Registered Nurse", "ICU Nurse", "Charge Nurse", "Travel Nurse", "Licensed Practical Nurse", "Nurse Practitioner", "Certified Nursing Assistant"],
    cats: ["healthcare-clinical"],
    degrees: ["BSN", "ADN", "Master of Science in Nursing", "LPN Diploma", "CNA Certificate"],
    words: "patients telemetry medication charting wound care triage discharge ICU med-surg pediatrics oncology shifts families care plans",
  },
  {
    titles: ["Medical Assistant", "Phlebotomist", "Pharmacy Technician", "Medical Biller", "Patient Access Representative", "Dental Assistant"],
    cats: ["healthcare-clinical", "healthcare-administration"],
    degrees: ["Medical Assistant Certificate", "Associate of Applied Science", "High School Diploma", "Pharmacy Technician Certificate"],
    words: "vitals injections scheduling insurance claims coding EHR front desk prior authorization lab draws clinic providers",
  },
  {
    titles: ["Electrician", "Welder", "HVAC Technician", "Plumber", "Carpenter", "Maintenance Technician", "Machinist"],
    cats: ["skilled-trades", "manufacturing"],
    degrees: ["Apprenticeship Certificate", "Welding Certificate", "High School Diploma", "Associate of Applied Science", "GED"],
    words: "blueprints conduit MIG TIG fabrication troubleshooting preventive maintenance OSHA installs service calls commercial residential",
  },
  {
    titles: ["Warehouse Associate", "Forklift Operator", "Truck Driver", "Logistics Coordinator", "Dispatcher", "Delivery Driver"],
    cats: ["transportation-logistics"],
    degrees: ["High School Diploma", "GED", "CDL Certificate", "Associate of Science"],
    words: "forklift shipping receiving inventory routes CDL pallets cycle counts loading dock safety on-time delivery",
  },
  {
    titles: ["Administrative Assistant", "Office Manager", "Receptionist", "Executive Assistant", "Data Entry Clerk", "Customer Service Representative"],
    cats: ["administrative", "office-productivity", "customer-service"],
    degrees: ["High School Diploma", "Associate of Arts", "Bachelor of Arts", "Certificate in Office Administration"],
    words: "calendars travel expense reports phones filing Microsoft Office customers calls tickets records meetings",
  },
  {
    titles: ["Staff Accountant", "Bookkeeper", "Financial Analyst", "Accounts Payable Specialist", "Payroll Specialist", "Controller"],
    cats: ["finance-accounting"],
    degrees: ["Bachelor of Business Administration", "B.S. Accounting", "MBA", "Associate of Applied Science"],
    words: "reconciliations month-end close ledger audits payroll forecasting budgets QuickBooks Excel invoices reporting",
  },
  {
    titles: ["Software Engineer", "Web Developer", "Data Analyst", "IT Support Specialist", "Systems Administrator", "DevOps Engineer", "Data Engineer"],
    cats: ["software-development", "it-infrastructure", "data-analytics"],
    degrees: ["B.S. Computer Science", "Master of Science", "Associate of Applied Science", "Bachelor of Science", "Ph.D. Computer Science"],
    words: "APIs cloud deployments dashboards databases scripts tickets networks automation pipelines microservices testing",
  },
  {
    titles: ["Sales Associate", "Store Manager", "Cashier", "Account Executive", "Server", "Line Cook"],
    cats: ["sales", "retail-hospitality"],
    degrees: ["High School Diploma", "Bachelor of Arts", "Associate of Arts", "GED"],
    words: "customers quotas merchandising registers guests menus inventory closing opening team sales targets",
  },
  {
    titles: ["Teacher", "Teaching Assistant", "HR Generalist", "Recruiter", "Paralegal", "Marketing Coordinator"],
    cats: ["education", "human-resources", "legal", "marketing"],
    degrees: ["Bachelor of Arts", "Master of Education", "B.S. Marketing", "Paralegal Certificate", "Juris Doctor"],
    words: "lessons classrooms onboarding hiring benefits filings research campaigns social media content students policies",
  },
] as const;

const FIRST = ["James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "Maria", "Jose", "Aisha", "Wei", "Priya", "Carlos", "Fatima", "Dmitri", "Keisha", "Tyrone", "Mei", "Olga", "Andre", "Sofia"];
const LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Nguyen", "Patel", "Kim", "Okafor", "Kowalski", "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas"];
/** Cities where two in five people live (the rest anywhere in the country, uniform over ZIP codes). */
export const METROS = [
  ["Columbus", "OH"], ["Dayton", "OH"], ["Cincinnati", "OH"], ["Cleveland", "OH"], ["Chicago", "IL"], ["Houston", "TX"], ["Dallas", "TX"], ["Austin", "TX"],
  ["Phoenix", "AZ"], ["Atlanta", "GA"], ["Denver", "CO"], ["Seattle", "WA"], ["Los Angeles", "CA"], ["New York", "NY"], ["Philadelphia", "PA"], ["Pittsburgh", "PA"],
  ["Indianapolis", "IN"], ["Nashville", "TN"], ["Charlotte", "NC"], ["Miami", "FL"], ["Detroit", "MI"], ["Minneapolis", "MN"], ["Boston", "MA"], ["Louisville", "KY"],
] as const;

const lit = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);

/** A deterministic number in [0, 1) from the person's number and a salt. */
const r = (salt: string) => sql.raw(`((hashtext(g::text || '${salt}') & 2147483647)::float8 / 2147483648.0)`);

export async function generateTalent(db: Db, total: number, opts: { chunk?: number; log?: (m: string) => void } = {}): Promise<void> {
  const chunk = opts.chunk ?? 20_000;
  const log = opts.log ?? (() => {});
  await db.execute(sql`drop table if exists bench_talent_sector`);
  await db.execute(sql`create table bench_talent_sector (i int primary key, titles text[], cats text[], degrees text[], words text[], skills text[])`);
  for (const [i, s] of SECTORS.entries()) {
    await db.execute(sql`insert into bench_talent_sector values (${i}, ${lit(s.titles)}, ${lit(s.cats)}, ${lit(s.degrees)}, ${lit(s.words.split(" "))},
      (select array_agg(slug order by slug) from skills where category = any(${lit(s.cats)}) and retired_at is null))`);
  }
  await db.execute(sql`drop table if exists bench_talent_zip`);
  await db.execute(sql`create table bench_talent_zip as select row_number() over (order by postal_code) as n, postal_code, city, state_code from postal_codes`);
  await db.execute(sql`drop table if exists bench_talent_metro_zip`);
  await db.execute(sql`create table bench_talent_metro_zip as select row_number() over (order by postal_code) as n, postal_code, city, state_code from postal_codes
    where (city, state_code) in (${sql.join(METROS.map(([c, s]) => sql`(${c}, ${s})`), sql`, `)})`);
  const [{ zips, metroZips }] = (await db.execute<{ zips: number; metroZips: number }>(sql`select (select count(*) from bench_talent_zip)::int as zips, (select count(*) from bench_talent_metro_zip)::int as "metroZips"`)).rows as [{ zips: number; metroZips: number }];
  const sectors = SECTORS.length;

  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    const t0 = performance.now();
    const person = sql.raw(`(md5('bench-talent-' || g)::uuid)`);
    await db.execute(sql`insert into users (id, name, email, email_verified)
      select ${person}, (${lit(FIRST)})[1 + floor(${r("f")} * ${FIRST.length})::int] || ' ' || (${lit(LAST)})[1 + floor(${r("l")} * ${LAST.length})::int],
        'talent-' || g || '@talent-bench.invalid', true
      from generate_series(${from}::int, ${to}::int) g`);
    await db.execute(sql`insert into candidate_profiles (user_id, first_name, last_name, headline, summary, postal_code, city, state, remote_only, years_of_experience, work_authorization, discoverable)
      select ${person}, split_part(u.name, ' ', 1), split_part(u.name, ' ', 2),
        s.titles[1 + floor(${r("t")} * cardinality(s.titles))::int],
        'Experienced ' || lower(s.titles[1 + floor(${r("t2")} * cardinality(s.titles))::int]) || ' with strengths in ' || s.words[1 + floor(${r("w1")} * cardinality(s.words))::int] || ', '
          || s.words[1 + floor(${r("w2")} * cardinality(s.words))::int] || ' and ' || s.words[1 + floor(${r("w3")} * cardinality(s.words))::int] || '.',
        z.postal_code, z.city, z.state_code, ${r("remote")} < 0.05, floor(power(${r("y")}, 1.6) * 41)::int,
        (array['authorized','authorized','authorized','authorized','authorized','authorized','needs-sponsorship','not-authorized','',''])[1 + floor(${r("a")} * 10)::int], false
      from generate_series(${from}::int, ${to}::int) g
      join users u on u.id = ${person}
      join bench_talent_sector s on s.i = floor(${r("s")} * ${sectors})::int
      join lateral (select * from bench_talent_zip where n = 1 + floor(${r("z")} * ${zips})::int) zz on true
      left join lateral (select * from bench_talent_metro_zip where n = 1 + floor(${r("mz")} * ${metroZips})::int) mz on true
      cross join lateral (select case when ${r("metro")} < 0.4 and mz.postal_code is not null then mz.postal_code else zz.postal_code end as postal_code,
        case when ${r("metro")} < 0.4 and mz.postal_code is not null then mz.city else zz.city end as city,
        case when ${r("metro")} < 0.4 and mz.postal_code is not null then mz.state_code else zz.state_code end as state_code) z`);
    const sector = sql.raw(`join bench_talent_sector s on s.i = floor(((hashtext(g::text || 's') & 2147483647)::float8 / 2147483648.0) * ${sectors})::int`);
    await db.execute(sql`insert into candidate_preferences (user_id, desired_titles, willing_to_relocate)
      select ${person}, array[s.titles[1 + floor(${r("d")} * cardinality(s.titles))::int]], ${r("reloc")} < 0.2
      from generate_series(${from}::int, ${to}::int) g ${sector}`);
    await db.execute(sql`insert into work_history (user_id, employer, title, description, position)
      select ${person}, 'Employer ' || (1 + floor(${sql.raw(`((hashtext(g::text || 'e' || k) & 2147483647)::float8 / 2147483648.0)`)} * 5000)::int),
        s.titles[1 + floor(${sql.raw(`((hashtext(g::text || 'wt' || k) & 2147483647)::float8 / 2147483648.0)`)} * cardinality(s.titles))::int],
        'Handled ' || s.words[1 + floor(${r("wd1")} * cardinality(s.words))::int] || ' and ' || s.words[1 + floor(${r("wd2")} * cardinality(s.words))::int]
          || ' for a busy team; known for ' || s.words[1 + floor(${r("wd3")} * cardinality(s.words))::int] || '.', k - 1
      from generate_series(${from}::int, ${to}::int) g ${sector} cross join generate_series(1, 2) k`);
    await db.execute(sql`insert into education (user_id, school, degree, position)
      select ${person}, 'Community School ' || (1 + floor(${r("sc")} * 800)::int), s.degrees[1 + floor(${r("dg")} * cardinality(s.degrees))::int], 0
      from generate_series(${from}::int, ${to}::int) g ${sector} where ${r("noedu")} >= 0.1`);
    await db.execute(sql`insert into candidate_skills (user_id, skill_slug, position)
      select distinct on (${person}, s.skills[x.k]) ${person}, s.skills[x.k], x.pos
      from generate_series(${from}::int, ${to}::int) g ${sector}
      cross join lateral (select 1 + floor(power(((hashtext(g::text || 'sk' || p) & 2147483647)::float8 / 2147483648.0), 2) * cardinality(s.skills))::int as k, p - 1 as pos
        from generate_series(1, 3 + (hashtext(g::text || 'nsk') & 7) % 6) p) x
      order by ${person}, s.skills[x.k], x.pos`);
    await db.execute(sql`with r as (
        insert into resumes (user_id, original_file_name, storage_key, mime, size_bytes, is_default)
        select ${person}, 'resume.pdf', md5('bench-resume-' || g)::uuid::text || '.pdf', 'application/pdf', 40000, true
        from generate_series(${from}::int, ${to}::int) g where ${r("cv")} < 0.33
        returning id, user_id)
      insert into resume_parses (resume_id, user_id, status, parser_version, text, duration_ms)
      select r.id, r.user_id, 'parsed', 1, (select string_agg(w, ' ') from (select s.words[1 + (abs(hashtext(r.id::text || q)) % cardinality(s.words))] as w
          from generate_series(1, 80) q) ws) || ' ' || array_to_string(s.titles, ' '), 10
      from r join candidate_profiles cp on cp.user_id = r.user_id
      join bench_talent_sector s on s.titles @> array[cp.headline] and s.i = (select min(i) from bench_talent_sector where titles @> array[cp.headline])`);
    await db.execute(sql`update candidate_profiles set discoverable = true where user_id in (select ${person} from generate_series(${from}::int, ${to}::int) g)`);
    log(`  ${to.toLocaleString("en-US")} people (${((performance.now() - t0) / 1000).toFixed(1)} s for the chunk)`);
  }
  await db.execute(sql`update talent_search t set last_active_at = now() - make_interval(secs => (power(((hashtext(t.user_id::text || 'act') & 2147483647)::float8 / 2147483648.0), 2) * 730 * 86400)::int),
    discoverable_since = now() - make_interval(secs => (((hashtext(t.user_id::text || 'ds') & 2147483647)::float8 / 2147483648.0) * 900 * 86400)::int)`);
  await db.execute(sql`drop table bench_talent_sector, bench_talent_zip, bench_talent_metro_zip`);
  // Spreading the dates rewrote every row: compact the table as a freshly loaded one would be (the
  // rows' first versions would otherwise double the heap every search reads).
  await db.execute(sql`vacuum full talent_search`);
  await db.execute(sql`vacuum analyze talent_search`);
  await db.execute(sql`analyze candidate_profiles`);
}
