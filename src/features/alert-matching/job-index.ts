import type { AlertSpec, JobFacts } from "./alert-spec";
import { EARTH_RADIUS_M, withinRadius } from "./geo";
import type { QueryNode, Term } from "./tsquery-plan";

/*
 * One run's new jobs, indexed in memory (decision 037). Every condition of a search is a bitset over
 * the run's jobs (one bit per job, ~2.5 kB for 20,000 jobs): a lexeme's jobs (from the postings of the
 * job_search vectors), a prefix's, a state's, remote, a category's, a company's, an employment type's,
 * the 1-degree cells around a point. An alert's keywords are evaluated on bitsets three-valued (sure /
 * maybe: a phrase needs positions, which only PostgreSQL has), ANDed with its filters; the few jobs
 * left are checked one by one for what bitsets do not hold (distance, pay, first seen).
 */
const CELL_DEGREES = 1;

type Bits = Uint32Array;
type Lists = Map<string, number[]>;
const push = (lists: Lists, key: string, n: number) => {
  const list = lists.get(key);
  if (list) list.push(n);
  else lists.set(key, [n]);
};
const cellKey = (latCell: number, lonCell: number) => `${latCell}:${lonCell}`;

function toLatLon(p: readonly [number, number, number]): [number, number] {
  return [(Math.asin(Math.max(-1, Math.min(1, p[2] / EARTH_RADIUS_M))) * 180) / Math.PI, (Math.atan2(p[1], p[0]) * 180) / Math.PI];
}

/** Sure and maybe (disjoint) sets of a three-valued condition. */
type Tri = { sure: Bits; maybe: Bits | null };

export type AlertResult = { yes: number[]; maybe: number[] };

export class JobIndex {
  readonly jobs: readonly JobFacts[];
  private readonly words: number;
  private readonly postings = new Map<string, number[]>();
  private sortedLexemes: string[] | null = null;
  private readonly termBits = new Map<string, Bits>();
  private readonly lists = { cell: new Map() as Lists, state: new Map() as Lists, category: new Map() as Lists, subcategory: new Map() as Lists, company: new Map() as Lists, type: new Map() as Lists };
  private readonly listBits = new Map<string, Bits>();
  private readonly all: Bits;
  private readonly withVector: Bits;
  private readonly remote: Bits;

  constructor(jobs: readonly JobFacts[], lexemes: readonly (readonly string[])[]) {
    this.jobs = jobs;
    this.words = Math.ceil(jobs.length / 32);
    this.all = this.empty();
    this.withVector = this.empty();
    this.remote = this.empty();
    jobs.forEach((job, n) => {
      this.set(this.all, n);
      if (job.hasVector) this.set(this.withVector, n);
      if (job.remote) this.set(this.remote, n);
      for (const lexeme of lexemes[n] ?? []) push(this.postings, lexeme, n);
      const cells = new Set<string>();
      for (const place of job.places) {
        const [lat, lon] = toLatLon(place);
        cells.add(cellKey(Math.floor(lat / CELL_DEGREES), Math.floor(lon / CELL_DEGREES)));
      }
      for (const cell of cells) push(this.lists.cell, cell, n);
      for (const state of job.stateCodes) push(this.lists.state, state, n);
      if (job.categoryId) push(this.lists.category, job.categoryId, n);
      if (job.subcategoryId) push(this.lists.subcategory, job.subcategoryId, n);
      push(this.lists.company, job.companyId, n);
      if (job.employmentType) push(this.lists.type, job.employmentType, n);
    });
  }

  private empty(): Bits {
    return new Uint32Array(this.words);
  }
  private set(bits: Bits, n: number) {
    bits[n >>> 5]! |= 1 << (n & 31);
  }
  private fromList(list: readonly number[] | undefined): Bits {
    const bits = this.empty();
    for (const n of list ?? []) this.set(bits, n);
    return bits;
  }
  private listOf(kind: keyof JobIndex["lists"], key: string): Bits {
    const k = `${kind}\u0000${key}`;
    let bits = this.listBits.get(k);
    if (!bits) this.listBits.set(k, (bits = this.fromList(this.lists[kind].get(key))));
    return bits;
  }

  /** The jobs holding a term: a lexeme's postings, or for a prefix every lexeme that starts with it. */
  bitsOf(term: Term): Bits {
    const key = term.prefix ? `${term.lexeme}:*` : term.lexeme;
    let bits = this.termBits.get(key);
    if (bits) return bits;
    if (!term.prefix) bits = this.fromList(this.postings.get(term.lexeme));
    else {
      this.sortedLexemes ??= [...this.postings.keys()].sort();
      const lexemes = this.sortedLexemes;
      let lo = 0;
      let hi = lexemes.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (lexemes[mid]! < term.lexeme) lo = mid + 1;
        else hi = mid;
      }
      bits = this.empty();
      for (let i = lo; i < lexemes.length && lexemes[i]!.startsWith(term.lexeme); i++) for (const n of this.postings.get(lexemes[i]!)!) this.set(bits, n);
    }
    this.termBits.set(key, bits);
    return bits;
  }

  /** Whether job n holds a term. */
  has(term: Term, n: number): boolean {
    return (this.bitsOf(term)[n >>> 5]! & (1 << (n & 31))) !== 0;
  }

  private evaluate(node: QueryNode): Tri {
    const w = this.words;
    switch (node.kind) {
      case "term":
        return { sure: this.bitsOf(node.term), maybe: null };
      case "not": {
        const c = this.evaluate(node.child);
        const sure = this.empty();
        for (let i = 0; i < w; i++) sure[i] = this.all[i]! & ~(c.sure[i]! | (c.maybe ? c.maybe[i]! : 0));
        return { sure, maybe: c.maybe };
      }
      case "and":
      case "or":
      case "phrase": {
        const parts = node.children.map((c) => this.evaluate(c));
        const and = node.kind !== "or";
        const sure = this.empty();
        const possible = this.empty();
        for (let i = 0; i < w; i++) {
          let s = and ? 0xffffffff : 0;
          let p = s;
          for (const part of parts) {
            const ps = part.sure[i]!;
            const pp = ps | (part.maybe ? part.maybe[i]! : 0);
            s = and ? s & ps : s | ps;
            p = and ? p & pp : p | pp;
          }
          // A phrase's words all present is all bitsets can say: its order is PostgreSQL's to check.
          sure[i] = node.kind === "phrase" ? 0 : s;
          possible[i] = p & ~sure[i]!;
        }
        return { sure, maybe: possible };
      }
    }
  }

  /** The bitset of the cells a radius can reach (its bounding box in degrees, with a margin). */
  private cellsAround(latitude: number, longitude: number, meters: number): Bits {
    const latSpan = (meters / 111_000) * 1.05 + 0.01;
    const cos = Math.cos((Math.min(89, Math.abs(latitude) + latSpan) * Math.PI) / 180);
    const lonSpan = Math.min(180, latSpan / Math.max(cos, 0.01));
    const bits = this.empty();
    const firstLon = Math.floor((longitude - lonSpan) / CELL_DEGREES);
    const lonCells = Math.min(360, Math.floor((longitude + lonSpan) / CELL_DEGREES) - firstLon + 1);
    for (let a = Math.floor((latitude - latSpan) / CELL_DEGREES); a <= Math.floor((latitude + latSpan) / CELL_DEGREES); a++) {
      for (let k = 0; k < lonCells; k++) {
        // Longitudes wrap at the antimeridian (the Aleutians).
        const cell = this.listOf("cell", cellKey(a, ((((firstLon + k + 180) % 360) + 360) % 360) - 180));
        for (let i = 0; i < this.words; i++) bits[i]! |= cell[i]!;
      }
    }
    return bits;
  }

  /**
   * The jobs an alert matches (yes) and those only PostgreSQL can decide (maybe), in job number order
   * (newest first, see loadNewJobs). With `limit`, stops after that many sure matches: every job not
   * looked at is older than all of them.
   */
  match(spec: AlertSpec, limit = Infinity): AlertResult {
    const result: AlertResult = { yes: [], maybe: [] };
    const filters: Bits[] = [];
    let keyword: Tri = { sure: this.all, maybe: null };
    if (spec.query === "nothing" || spec.place.kind === "nowhere") return result;
    if (spec.query) {
      keyword = this.evaluate(spec.query);
      filters.push(this.withVector);
    }
    if (spec.remote) filters.push(this.remote);
    if (spec.place.kind === "state") filters.push(this.listOf("state", spec.place.stateCode));
    if (spec.place.kind === "point") filters.push(this.cellsAround(spec.place.latitude, spec.place.longitude, spec.place.meters));
    for (const [kind, filter] of [["category", spec.category], ["subcategory", spec.subcategory], ["company", spec.company]] as const) {
      if (filter.kind === "none") return result;
      if (filter.kind === "id") filters.push(this.listOf(kind, filter.id));
    }
    if (spec.employmentTypes.length) {
      const types = this.empty();
      for (const t of spec.employmentTypes) {
        const bits = this.listOf("type", t);
        for (let i = 0; i < this.words; i++) types[i]! |= bits[i]!;
      }
      filters.push(types);
    }
    const place = spec.place;
    for (let i = 0; i < this.words; i++) {
      let f = 0xffffffff;
      for (const bits of filters) f &= bits[i]!;
      let sure = keyword.sure[i]! & f;
      let maybe = keyword.maybe ? keyword.maybe[i]! & f : 0;
      while (sure | maybe) {
        const low = (sure | maybe) & -(sure | maybe);
        const bit = 31 - Math.clz32(low);
        const mask = 1 << bit;
        const sureBit = (sure & mask) !== 0;
        sure &= ~mask;
        maybe &= ~mask;
        const n = i * 32 + bit;
        const job = this.jobs[n]!;
        if (job.createdAtMs < spec.createdAtMs) continue;
        if (spec.minSalaryCents !== null && (job.salaryAnnualMinCents === null || job.salaryAnnualMinCents < spec.minSalaryCents)) continue;
        let verdict: boolean | "maybe" = sureBit ? true : "maybe";
        if (place.kind === "point") {
          const near = withinRadius(place.center, place.meters, job.box, job.places);
          if (near === false) continue;
          if (near === "maybe") verdict = "maybe";
        }
        if (verdict === true) {
          result.yes.push(n);
          if (result.yes.length >= limit) return result;
        } else result.maybe.push(n);
      }
    }
    return result;
  }
}
