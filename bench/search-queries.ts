/*
 * The search benchmark's query set: exactly 300 distinct searches, the same on every run, in a
 * realistic job-board mix built from the data's own vocabulary (the curated occupation titles and
 * description sentences, the categories, real cities and ZIPs picked with the generator's weights,
 * and the companies that the benchmark data set always contains). Each search is written as the
 * /jobs URL a visitor would reach and turned into searchJobs() parameters exactly as
 * src/app/jobs/page.tsx does (parseJobSearchParams, then jobsPageSearchParams), so the benchmark runs
 * what the page runs: page size 20, facets and suggestions on, the default radius filled in.
 *
 *   npx tsx --conditions=react-server bench/search-queries.ts            # the 300, one per line
 *   npx tsx --conditions=react-server bench/search-queries.ts --kinds    # how many of each kind
 *   npx tsx --conditions=react-server bench/search-queries.ts --zipf 3000  # the most drawn queries
 *
 * zipfDraws() draws N of them (3,000 by default) with Zipf exponent 1.0 over a seeded random
 * permutation of ranks: a few searches are very popular, most are rare, as on a real board.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { EMPLOYMENT_TYPES } from "@/db/schema/jobs";
import { generateCompanies } from "@/seed/jobs/generate-jobs";
import { JOB_CATEGORIES, OCCUPATIONS, type Occupation } from "@/seed/jobs/occupations";
import { pickCity, pickState, type City } from "@/seed/jobs/places";
import { Prng, WeightedTable } from "@/seed/jobs/prng";
import { SALARY_CHOICES, jobsPageSearchParams, parseJobSearchParams } from "@/features/jobs/search-schemas";
import type { SearchJobsParams } from "@/features/jobs/server/search/types";
import { DATE_POSTED_WINDOWS, type JobSearchQuery } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { slugify } from "@/lib/slugify";
import { US_STATES } from "@/lib/us-states";

export const QUERY_COUNT = 300;
/** Seed of the query list (change it and every figure changes: keep it fixed between runs). */
export const DEFAULT_QUERY_SEED = 20261122;
/** The data set's seed (bench/generate-jobs.ts --seed): its first companies are known in advance. */
export const DEFAULT_DATA_SEED = 1_000_000;
/** Companies that exist in any data set of that seed with at least this many jobs (the demo minimum). */
const KNOWN_COMPANIES = 320;

/** How many searches of each kind; adds up to QUERY_COUNT. */
export const KIND_QUOTAS = {
  /** An occupation title, its head noun or a specific skill word: "registered nurse", "forklift". */
  keyword: 45,
  /** Words in most descriptions: "experience", "team", "work" (the expensive end of full-text search). */
  common: 15,
  /** Quoted phrases: "paid time off", "forklift operator". */
  phrase: 20,
  /** AND / OR / NOT, -term, parentheses. */
  boolean: 20,
  /** Prefix searches: develop*, nurs?. */
  wildcard: 15,
  /** Keyword (mostly) in a city or state typed as text: "Austin, TX", "Ohio". */
  location: 30,
  /** ZIP + radius 10 / 25 / 50 miles, mostly with a keyword. */
  radius: 30,
  /** Remote only (the checkbox or "Remote" as the location). */
  remote: 15,
  /** Category / subcategory facet, alone or with a keyword or a location. */
  facet: 30,
  /** One employer's jobs (the company facet). */
  company: 8,
  /** Employment type, date posted, minimum salary (one or several). */
  filter: 25,
  /** Explicit sort: by date, or by distance from a ZIP or city. */
  sort: 16,
  /** Pages 20-50 of broad searches. */
  "deep-page": 20,
  /** Misspelt keywords and unknown places: few or no results, so the "did you mean" queries run. */
  typo: 10,
  /** /jobs with nothing typed. */
  landing: 1,
} as const satisfies Record<string, number>;

export type QueryKind = keyof typeof KIND_QUOTAS;
export const QUERY_KINDS = Object.keys(KIND_QUOTAS) as QueryKind[];

export type BenchQuery = {
  /** "q001".."q300", in list order (grouped by kind). */
  id: string;
  kind: QueryKind;
  /** The /jobs URL of this search. */
  url: string;
  /** What src/app/jobs/page.tsx passes to searchJobs() for that URL. */
  params: SearchJobsParams;
};

/** A /jobs URL -> what the page passes to searchJobs(). */
export function paramsForUrl(url: string): SearchJobsParams {
  const raw: Record<string, string> = {};
  for (const [k, v] of new URL(url, "http://localhost").searchParams) raw[k] ??= v;
  return jobsPageSearchParams(parseJobSearchParams(raw));
}

/* ---------- vocabulary ---------- */

/**
 * Words found in most generated descriptions, measured with ts_stat over the data set (share of
 * documents on a 20,000-job sample): offer/bring/headquartered 100%, time 94%, role 92%, experience
 * 77%, full-time 71%, application 71%, schedule 65%, team 64%, opportunity 61%, paid 60%, hours 59%,
 * work 56%, company 55%, support 49%, insurance 50%, hiring 50%, position 48%, growth 44%.
 */
const COMMON_WORDS = [
  "experience", "team", "work", "time", "role", "full-time", "paid", "schedule", "opportunity", "hours",
  "company", "support", "insurance", "hiring", "position", "full time", "offer", "benefits", "growth", "training",
];
/** Phrases that occur in a large share of descriptions (the benefits, schedule and EEO sentences). */
const COMMON_PHRASES = [
  "equal opportunity employer", "paid time off", "full-time position", "medical, dental and vision", "flexible scheduling",
  "paid training", "weekly pay", "we promote from within", "employee discount", "401(k) with a company match",
];
const SKILL_STOP = new Set([
  "about", "across", "after", "along", "always", "another", "assigned", "before", "between", "clear", "clearly", "daily",
  "during", "every", "following", "other", "others", "people", "preferred", "required", "should", "their", "through",
  "under", "using", "within", "without", "years", "experience", "ability", "strong", "skills", "including", "related",
  "accurate", "accurately", "ensure", "maintain", "provide", "support", "working", "welcome", "least", "small", "large",
]);

type Vocabulary = {
  occupations: Occupation[];
  /** Lowercased titles without their " - unit" / "(Part-Time)" tails: "registered nurse", "cna". */
  titles: Map<Occupation, string[]>;
  /** The last word of each title: "nurse", "driver", "technician". */
  headNouns: string[];
  /** Words of duties and requirements used by one or two occupations only: "forklift", "medications". */
  skills: string[];
  /** Two- and three-word spans of duty sentences: "wound care", "pallet jack". */
  dutySpans: string[];
};

const cleanTitle = (t: string) =>
  t
    .replace(/\s+-\s+.*$/, "")
    .replace(/\(.*?\)/g, "")
    .replace(/\b(II|III|IV)\b/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

function vocabulary(): Vocabulary {
  const titles = new Map<Occupation, string[]>();
  const heads = new Set<string>();
  for (const occ of OCCUPATIONS) {
    const list = [...new Set(occ.titles.map(cleanTitle).filter((t) => t.length > 1))];
    titles.set(occ, list);
    for (const t of list) {
      const last = t.split(" ").pop()!;
      if (last.length > 2) heads.add(last);
    }
  }
  const usedBy = new Map<string, Set<string>>();
  for (const occ of OCCUPATIONS) {
    for (const sentence of [...occ.duties, ...occ.requirements]) {
      for (const w of sentence.toLowerCase().match(/[a-z][a-z-]{5,}/g) ?? []) {
        if (SKILL_STOP.has(w) || w.endsWith("-")) continue;
        (usedBy.get(w) ?? usedBy.set(w, new Set()).get(w)!).add(occ.key);
      }
    }
  }
  const skills = [...usedBy].filter(([, occs]) => occs.size <= 2).map(([w]) => w).sort();
  const spans = new Set<string>();
  for (const occ of OCCUPATIONS) {
    for (const duty of occ.duties) {
      const words = duty.toLowerCase().replace(/[^a-z0-9' -]/g, " ").split(/\s+/).filter(Boolean);
      for (let i = 0; i + 1 < words.length; i++) {
        const two = words.slice(i, i + 2);
        if (two.every((w) => w.length > 3 && !SKILL_STOP.has(w))) spans.add(two.join(" "));
      }
    }
  }
  return { occupations: OCCUPATIONS, titles, headNouns: [...heads].sort(), skills, dutySpans: [...spans].sort() };
}

/* ---------- generators, one per kind ---------- */

type Draft = JobSearchQuery;

class Builder {
  readonly vocab = vocabulary();
  private readonly categories = JOB_CATEGORIES.map((c) => ({ slug: slugify(c.name), subs: c.subcategories.map(slugify) }));
  private readonly companies: string[];
  private readonly companyTable: WeightedTable<string>;

  constructor(
    readonly rng: Prng,
    dataSeed: number,
  ) {
    // The generator's first companies, in its order (each posts at least once, bigger ones more).
    const sizeWeight: Record<string, number> = { "1-10": 0.4, "11-50": 0.7, "51-200": 1, "201-500": 1.4, "501-1,000": 1.8, "1,001-5,000": 2.6, "5,001-10,000": 3.4, "10,001+": 4.5 };
    const companies = generateCompanies(new Prng(dataSeed), KNOWN_COMPANIES);
    this.companies = companies.map((c) => slugify(c.name));
    this.companyTable = new WeightedTable(companies.map((c) => [slugify(c.name), sizeWeight[c.size] ?? 1] as const));
  }

  occupation(): Occupation {
    return this.rng.pick(this.vocab.occupations);
  }
  title(occ = this.occupation()): string {
    return this.rng.pick(this.vocab.titles.get(occ)!);
  }
  /** What people type most: a title, its head noun, or a skill. */
  keyword(): string {
    const r = this.rng.next();
    if (r < 0.55) return this.title();
    if (r < 0.8) return this.rng.pick(this.vocab.headNouns);
    return this.rng.pick(this.vocab.skills);
  }
  /** A word of a title, long enough to be a good prefix / typo source. */
  titleWord(minLength: number): string {
    for (;;) {
      const words = this.title().split(" ").filter((w) => w.length >= minLength && /^[a-z]+$/.test(w));
      if (words.length) return this.rng.pick(words);
    }
  }
  city(): City {
    return pickCity(this.rng, pickState(this.rng));
  }
  zip(): string {
    return this.rng.pick(this.city().zips);
  }
  /** A place typed as text, in the forms people use. */
  placeText(): string {
    const city = this.city();
    const state = US_STATES.find((s) => s.code === city.stateCode)!;
    return this.rng.weighted<string>([
      [`${city.name}, ${state.code}`, 45],
      [`${city.name}, ${state.name}`, 10],
      [`${city.name} ${state.code}`, 8],
      [city.name, 12],
      [state.name, 17],
      [state.code, 8],
    ]);
  }
  stateName(): string {
    const code = pickState(this.rng);
    return US_STATES.find((s) => s.code === code)!.name;
  }
  radius(): number {
    return this.rng.weighted<number>([[10, 3], [25, 4], [50, 3]]);
  }
  category(): { category: string; subcategory?: string } {
    const c = this.rng.pick(this.categories);
    return this.rng.chance(0.5) ? { category: c.slug, subcategory: this.rng.pick(c.subs) } : { category: c.slug };
  }
  company(): string {
    return this.rng.chance(0.7) ? this.companyTable.pick(this.rng) : this.rng.pick(this.companies);
  }
  /** Two different head nouns or titles of occupations in one category (nurse / caregiver). */
  related(): [string, string] {
    const a = this.occupation();
    const peers = this.vocab.occupations.filter((o) => o.category === a.category && o !== a);
    const b = peers.length ? this.rng.pick(peers) : this.occupation();
    const term = (o: Occupation) => (this.rng.chance(0.6) ? this.title(o).split(" ").pop()! : this.title(o));
    return [term(a), term(b)];
  }
  quoteIfSpaced(s: string): string {
    return s.includes(" ") ? `"${s}"` : s;
  }
  typo(word: string): string {
    const i = this.rng.int(1, word.length - 2);
    const ops = [
      () => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), // swap
      () => word.slice(0, i) + word.slice(i + 1), // drop
      () => word.slice(0, i) + word[i] + word.slice(i), // double
      () => word.slice(0, i) + this.rng.pick([..."aeiou"].filter((v) => v !== word[i])) + word.slice(i + 1), // vowel
    ];
    return this.rng.pick(ops)();
  }

  draft(kind: QueryKind): Draft {
    const r = this.rng;
    switch (kind) {
      case "keyword":
        return { q: this.keyword() };
      case "common": {
        const a = r.pick(COMMON_WORDS);
        const form = r.weighted<"one" | "two" | "with-keyword">([["one", 5], ["two", 3], ["with-keyword", 2]]);
        if (form === "one") return { q: a };
        if (form === "two") return { q: `${a} ${r.pick(COMMON_WORDS.filter((w) => w !== a))}` };
        return { q: `${a} ${this.rng.pick(this.vocab.headNouns)}` };
      }
      case "phrase": {
        const form = r.weighted<"title" | "duty" | "common" | "title-place">([["title", 5], ["duty", 3], ["common", 3], ["title-place", 2]]);
        if (form === "common") return { q: `"${r.pick(COMMON_PHRASES)}"` };
        if (form === "duty") return { q: `"${r.pick(this.vocab.dutySpans)}"` };
        let t = this.title();
        while (!t.includes(" ")) t = this.title();
        return form === "title" ? { q: `"${t}"` } : { q: `"${t}"`, location: this.placeText() };
      }
      case "boolean": {
        const [a, b] = this.related();
        const qa = this.quoteIfSpaced(a);
        const qb = this.quoteIfSpaced(b);
        const c = r.pick(this.vocab.skills);
        return {
          q: r.weighted<string>([
            [`${qa} OR ${qb}`, 5],
            [`${qa} AND ${c}`, 3],
            [`${qa} NOT ${qb}`, 2],
            [`${qa} -${r.pick(["remote", "part-time", "nights", "weekends", "travel"])}`, 2],
            [`(${qa} OR ${qb}) AND ${r.pick(COMMON_WORDS.filter((w) => !w.includes(" ")))}`, 2],
            [`${qa} OR ${qb} OR ${this.quoteIfSpaced(this.related()[0])}`, 1],
            [`${qa} and ${r.pick(["bilingual", "certified", "senior", "entry", "weekend", "overnight"])}`, 2],
          ]),
        };
      }
      case "wildcard": {
        const word = this.titleWord(5);
        const q = r.weighted<string>([
          [`${word.slice(0, r.int(3, word.length - 1))}*`, 6],
          [`${word.slice(0, word.length - 1)}?`, 3],
          [`${word.slice(0, r.int(2, 3))}*`, 1], // a very short prefix: most of the index
          [`${word.slice(0, r.int(3, word.length - 1))}* ${r.pick(this.vocab.headNouns)}`, 2],
        ]);
        return r.chance(0.2) ? { q, location: this.placeText() } : { q };
      }
      case "location":
        return r.chance(0.8) ? { q: this.keyword(), location: this.placeText() } : { location: this.placeText() };
      case "radius":
        return r.chance(0.75) ? { q: this.keyword(), location: this.zip(), radius: this.radius() } : { location: this.zip(), radius: this.radius() };
      case "remote": {
        const form = r.weighted<"box" | "box-keyword" | "text-keyword">([["box", 2], ["box-keyword", 5], ["text-keyword", 3]]);
        if (form === "box") return { remote: true, ...(r.chance(0.5) ? this.category() : {}) };
        if (form === "box-keyword") return { q: this.keyword(), remote: true };
        return { q: this.keyword(), location: "Remote" };
      }
      case "facet": {
        const base: Draft = this.category();
        const extra = r.weighted<"none" | "keyword" | "place">([["none", 4], ["keyword", 4], ["place", 2]]);
        // A keyword from the chosen category's own occupations (a nurse search narrowed to Healthcare).
        const inCategory = this.vocab.occupations.filter((o) => slugify(o.category) === base.category && (!base.subcategory || slugify(o.subcategory) === base.subcategory));
        if (extra === "keyword") base.q = r.chance(0.6) ? this.title(r.pick(inCategory)) : this.title(r.pick(inCategory)).split(" ").pop()!;
        if (extra === "place") base.location = this.placeText();
        return base;
      }
      case "company":
        return r.chance(0.6) ? { company: this.company() } : { company: this.company(), q: this.rng.pick(this.vocab.headNouns) };
      case "filter": {
        const d: Draft = r.chance(0.6) ? { q: this.keyword() } : {};
        if (r.chance(0.2)) d.location = this.placeText();
        const filters = r.sample(["type", "posted", "salary"] as const, r.weighted<number>([[1, 6], [2, 3], [3, 1]]));
        for (const f of filters) {
          if (f === "type") d.type = r.weighted<string>(EMPLOYMENT_TYPES.map((t, i) => [t, [6, 3, 1.5, 1, 0.5, 1][i]!] as const));
          if (f === "posted") d.posted = r.pick(DATE_POSTED_WINDOWS);
          if (f === "salary") d.salary = r.pick(SALARY_CHOICES);
        }
        return d;
      }
      case "sort":
        if (r.chance(0.5)) return { q: this.keyword(), sort: "date", ...(r.chance(0.3) ? { location: this.placeText() } : {}) };
        return {
          q: r.chance(0.8) ? this.keyword() : undefined,
          location: r.chance(0.7) ? this.zip() : ((c) => `${c.name}, ${c.stateCode}`)(this.city()),
          radius: this.radius(),
          sort: "distance",
        };
      case "deep-page": {
        const page = r.int(20, 50);
        return r.weighted<Draft>([
          [{ q: r.pick(COMMON_WORDS), page }, 3],
          [{ q: this.rng.pick(this.vocab.headNouns), page }, 3],
          [{ page }, 2],
          [{ ...this.category(), page }, 2],
          [{ location: this.stateName(), page }, 1],
          [{ remote: true, page }, 1],
        ]);
      }
      case "typo": {
        if (r.chance(0.2)) {
          const city = this.city();
          return { q: r.chance(0.5) ? this.keyword() : undefined, location: `${this.typo(city.name.toLowerCase())}, ${city.stateCode}` };
        }
        const t = this.title().split(" ");
        const i = t.findIndex((w) => w.length >= 5 && /^[a-z]+$/.test(w));
        if (i < 0) return { q: this.typo(this.titleWord(5)) };
        t[i] = this.typo(t[i]!);
        return r.chance(0.7) ? { q: t.join(" ") } : { q: t.join(" "), location: this.placeText() };
      }
      case "landing":
        return {};
    }
  }
}

export type QueryOptions = { seed?: number; dataSeed?: number };

/** The 300 searches, grouped by kind, the same for the same seeds. */
export function buildSearchQueries(options: QueryOptions = {}): BenchQuery[] {
  const builder = new Builder(new Prng(options.seed ?? DEFAULT_QUERY_SEED), options.dataSeed ?? DEFAULT_DATA_SEED);
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (const kind of QUERY_KINDS) {
    const quota = KIND_QUOTAS[kind];
    let added = 0;
    for (let attempt = 0; added < quota; attempt++) {
      if (attempt > quota * 200) throw new Error(`could not make ${quota} distinct ${kind} searches`);
      const url = jobsSearchPath(builder.draft(kind));
      const params = paramsForUrl(url);
      const key = JSON.stringify(params);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ id: `q${String(out.length + 1).padStart(3, "0")}`, kind, url, params });
      added++;
    }
  }
  if (out.length !== QUERY_COUNT) throw new Error(`expected ${QUERY_COUNT} searches, made ${out.length}`);
  return out;
}

/** Fisher-Yates with the seeded PRNG. */
export function shuffled<T>(items: readonly T[], rng: Prng): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * N draws from `items` with Zipf exponent `s` over a seeded random permutation of ranks: the item
 * at rank r (1-based) is drawn with probability proportional to 1 / r^s.
 */
export function zipfDraws<T>(items: readonly T[], n = 3000, seed: number | string = 1, s = 1.0): T[] {
  if (!items.length) return [];
  const rng = new Prng(`zipf:${seed}`);
  const ranked = shuffled(items, rng);
  const table = new WeightedTable(ranked.map((item, i) => [item, 1 / Math.pow(i + 1, s)] as const));
  return Array.from({ length: n }, () => table.pick(rng));
}

/* ---------- CLI: print the list ---------- */

function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      "data-seed": { type: "string" },
      kinds: { type: "boolean", default: false },
      zipf: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const queries = buildSearchQueries({
    seed: values.seed ? Number(values.seed) : undefined,
    dataSeed: values["data-seed"] ? Number(values["data-seed"]) : undefined,
  });
  if (values.json) {
    console.log(JSON.stringify(queries, null, 2));
  } else if (values.kinds) {
    for (const kind of QUERY_KINDS) console.log(`${kind.padEnd(10)} ${queries.filter((q) => q.kind === kind).length}`);
  } else if (values.zipf) {
    const draws = zipfDraws(queries, Number(values.zipf));
    const counts = new Map<BenchQuery, number>();
    for (const q of draws) counts.set(q, (counts.get(q) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1]);
    console.log(`${draws.length} draws, ${counts.size} distinct searches; the 20 most drawn:`);
    for (const [q, n] of top.slice(0, 20)) console.log(`${String(n).padStart(5)}  ${q.id}  ${q.kind.padEnd(10)} ${q.url}`);
  } else {
    for (const q of queries) console.log(`${q.id}\t${q.kind}\t${q.url}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
