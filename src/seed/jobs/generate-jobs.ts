import type { EmploymentType } from "@/db/schema";
import { withIndefiniteArticle } from "@/lib/english";
import { slugify } from "@/lib/slugify";
import { STATE_AND_DC_CODES } from "@/lib/us-states";
import { COMPANY_SIZES, INDUSTRIES, companyName, type Industry } from "./companies";
import { OCCUPATIONS, type Occupation } from "./occupations";
import { pickCity, pickState, STATE_PAY_FACTOR, type City } from "./places";
import { Prng, WeightedTable } from "./prng";

/*
 * Reproducible job feeds: the same options give the same records, byte for byte. The demo seed
 * imports 5,800 of them from 320 companies (about 5,080 still open: valid-through dates are 30-90 days after
 * posted dates up to 60 days back, as on a real board); bench/generate-jobs.ts streams 1,000,000 with another
 * seed. Records use the JSON feed shape the importer reads (camelCase Indeed fields).
 */

export type GeneratedJobRecord = {
  referenceNumber: string;
  title: string;
  date: string;
  validThrough: string;
  url?: string;
  applyOnPlatform?: boolean;
  company: string;
  companyCategory: string;
  companyWebsite: string;
  companyDescription: string;
  companySize: string;
  companyHeadquarters: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country: "US";
  remote: boolean;
  description: string;
  salary?: string;
  jobType: EmploymentType;
  category: string;
  subcategory: string;
  tags: string[];
};

export type GeneratedCompany = {
  name: string;
  industry: Industry;
  hq: City;
  size: string;
  website: string;
  description: string;
  /** How many postings this company makes relative to others. */
  weight: number;
};

export type GenerateOptions = {
  seed: number | string;
  count: number;
  /** Number of companies (default: 320 for small sets, about one per 16 jobs for big ones, at most 20,000). */
  companies?: number;
  /** Posted dates fall in the 60 days before this moment (default: now). Fix it for byte-identical output. */
  now?: Date;
  /** Reference numbers are `${refPrefix}-0000001`... (default "UP"). */
  refPrefix?: string;
};

export const DEMO_FEED = { seed: 20260101, count: 5800, companies: 320, refPrefix: "UPD" } as const;

const DAY = 86_400_000;
const INDUSTRY_WEIGHTS = new Map<string, number>([
  ["Healthcare", 3], ["Retail", 2], ["Transportation & Logistics", 2], ["Hospitality & Food Service", 1.6], ["Construction & Trades", 1.6],
  ["Manufacturing", 1.5], ["Education", 1.3], ["Financial Services", 1.3], ["Technology", 1.3], ["Business Services", 1.2],
]);
const SIZE_WEIGHT: Record<string, number> = {
  "1-10": 0.4, "11-50": 0.7, "51-200": 1, "201-500": 1.4, "501-1,000": 1.8, "1,001-5,000": 2.6, "5,001-10,000": 3.4, "10,001+": 4.5,
};
/** Scales occupations' remote shares so that about 8% of all postings are remote. */
const REMOTE_SCALE = 1.25;

const BENEFITS_FULL = [
  "medical, dental and vision insurance from your first month",
  "a 401(k) with a company match",
  "paid time off and paid holidays",
  "tuition help for certifications",
  "life and disability insurance",
  "an employee assistance program",
  "referral bonuses",
  "paid parental leave",
  "a yearly raise review",
  "mileage reimbursement for work travel",
];
const BENEFITS_HOURLY = [
  "weekly pay with early access to earned wages",
  "flexible scheduling",
  "paid training",
  "an employee discount",
  "uniforms and safety gear provided",
  "shift differentials for nights and weekends",
  "overtime when you want it",
];
const SCHEDULE: Record<EmploymentType, string[]> = {
  "full-time": ["This is a full-time position with a consistent schedule.", "This full-time role offers stable hours and room to grow."],
  "part-time": ["This part-time role offers flexible hours that fit around school or family.", "Part-time hours are available, with the option to pick up extra shifts."],
  contract: ["This is a contract role with a strong chance of extension.", "This contract engagement runs for six months with possible conversion."],
  temporary: ["This temporary assignment can lead to a permanent position.", "This is a temporary, seasonal role with immediate starts."],
  internship: ["This paid internship runs for twelve weeks.", "This internship pairs you with a mentor for the whole program."],
  "per-diem": ["Per diem shifts let you choose when you work.", "This per diem role is ideal if you want to pick up shifts on your own schedule."],
};
const CLOSINGS = [
  "Apply today; it takes less than five minutes.",
  "If this sounds like you, we would love to hear from you.",
  "Send us your application and a recruiter will follow up within a few days.",
  "Apply now and tell us why you would be a great fit.",
];
const EEO =
  " is an equal opportunity employer. We welcome applicants of every background and consider all qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.";

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function joinList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function generateCompanies(rng: Prng, count: number): GeneratedCompany[] {
  const industries = new WeightedTable(INDUSTRIES.map((i) => [i, INDUSTRY_WEIGHTS.get(i.name) ?? 1] as const));
  const seen = new Set<string>();
  const out: GeneratedCompany[] = [];
  for (let i = 0; i < count; i++) {
    const industry = industries.pick(rng);
    // The first 51 companies have their headquarters in each state and DC, so every state has jobs.
    const hqState = i < STATE_AND_DC_CODES.length ? STATE_AND_DC_CODES[i]! : pickState(rng);
    const hq = pickCity(rng, hqState);
    let name = companyName(rng, industry, hq.name);
    for (let attempt = 0; seen.has(slugify(name)); attempt++) {
      name = attempt < 20 ? companyName(rng, industry, hq.name) : `${companyName(rng, industry, hq.name)} of ${hq.name}`;
      if (attempt > 40) name = `${name} ${i}`;
    }
    seen.add(slugify(name));
    const size = rng.weighted(COMPANY_SIZES);
    const domain = slugify(name);
    out.push({
      name,
      industry,
      hq,
      size,
      website: `https://www.${domain}.example`,
      description: `${name} is ${rng.pick(industry.blurbs)}, headquartered in ${hq.name}, ${hq.stateCode}.`,
      weight: SIZE_WEIGHT[size] ?? 1,
    });
  }
  return out;
}

/** 52000 -> "52,000"; 18.5 -> "18.50" (Intl formatting is slow over a million records). */
function money(n: number, decimals: 0 | 2): string {
  const [whole, cents] = n.toFixed(decimals).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return cents ? `${grouped}.${cents}` : grouped;
}

function salaryText(rng: Prng, occ: Occupation, stateCode: string | null): string {
  const factor = (stateCode ? (STATE_PAY_FACTOR[stateCode] ?? 1) : 1) * rng.float(0.95, 1.05);
  const { min, max, period } = occ.pay;
  const span = max - min;
  const lo = (min + rng.float(0, 0.6) * span) * factor;
  const hi = lo + rng.float(0.12, 0.4) * span;
  if (period === "hour") {
    const a = Math.round(lo * 4) / 4;
    const b = Math.max(a + 0.5, Math.round(hi * 4) / 4);
    if (rng.chance(0.05)) return `Up to $${money(b, 2)} per hour`;
    return `$${money(a, 2)} - $${money(b, 2)} ${rng.pick(["per hour", "an hour", "per hour", "/hr"])}`;
  }
  const a = Math.round(lo / 1000) * 1000;
  const b = Math.max(a + 2000, Math.round(hi / 1000) * 1000);
  if (rng.chance(0.3)) return `$${a / 1000}K - $${b / 1000}K per year`;
  return `$${money(a, 0)} - $${money(b, 0)} ${rng.pick(["a year", "per year", "annually"])}`;
}

function description(rng: Prng, job: { company: GeneratedCompany; occ: Occupation; title: string; type: EmploymentType; city: City | null; hiringNow: boolean }): string {
  const { company, occ, title, type, city } = job;
  const where = city
    ? rng.pick([`We are hiring ${withIndefiniteArticle(title)} in ${city.name}, ${city.stateCode}.`, `Join our team in ${city.name}, ${city.stateCode} as ${withIndefiniteArticle(title)}.`])
    : "This is a remote position open to candidates anywhere in the United States.";
  const intro = `${company.description} ${where} ${rng.pick(SCHEDULE[type])}${job.hiringNow ? " We are interviewing now and can make offers within a week." : ""}`;
  // The summaries name the occupation ("As a Warehouse Associate you will..."); other titles get a neutral opening.
  const summary = rng
    .sample(occ.summary, Math.min(2, occ.summary.length))
    .map((s) => (title.startsWith(occ.titles[0]!) ? s : s.replace(/^As an? .+? you will/, "In this role you will")))
    .join(" ");
  const duties = rng.sample(occ.duties, rng.int(5, Math.min(6, occ.duties.length)));
  const reqs = rng.sample(occ.requirements, rng.int(3, Math.min(4, occ.requirements.length)));
  const benefitPool = type === "full-time" ? BENEFITS_FULL : [...BENEFITS_HOURLY, ...BENEFITS_FULL.slice(0, 3)];
  const perks = rng.sample(benefitPool, 3);
  const offer = `What we offer: ${joinList(perks)}. ${rng.pick(["We promote from within and support your growth.", "Most of our leaders started in roles like this one.", "You will have a manager who invests in your success."])}`;
  const parts = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(summary)}</p>`,
    `<h3>What you will do</h3><ul>${duties.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}</ul>`,
    `<h3>What you bring</h3><ul>${reqs.map((r) => `<li>${escapeHtml(r)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(offer)} ${rng.pick(CLOSINGS)}</p>`,
  ];
  if (rng.chance(0.6)) parts.push(`<p>${escapeHtml(company.name + EEO)}</p>`);
  return parts.join("");
}

/** Streams `count` job records (a generator: a million of them never sit in memory at once). */
export function* generateJobRecords(options: GenerateOptions): Generator<GeneratedJobRecord> {
  const rng = new Prng(options.seed);
  const nowMs = (options.now ?? new Date()).getTime();
  const prefix = options.refPrefix ?? "UP";
  const companyCount = Math.max(1, options.companies ?? Math.min(20_000, Math.max(320, Math.round(options.count / 16))));
  const companies = generateCompanies(rng, companyCount);
  const companyTable = new WeightedTable(companies.map((c) => [c, c.weight] as const));
  const hiring = new Map<Industry, WeightedTable<Occupation>>();
  for (const industry of INDUSTRIES) {
    hiring.set(industry, new WeightedTable(industry.hires.map(([key, w]) => [OCCUPATIONS.find((o) => o.key === key)!, w] as const)));
  }

  for (let i = 0; i < options.count; i++) {
    // Every company posts at least once, at its headquarters; after that, bigger companies post more.
    const first = i < companies.length;
    const company = first ? companies[i]! : companyTable.pick(rng);
    const occ = hiring.get(company.industry)!.pick(rng);
    const type = rng.weighted(occ.types);
    const remote = !first && rng.chance(occ.remote * REMOTE_SCALE);
    let city: City | null = null;
    if (!remote) {
      if (first) city = company.hq;
      else if (rng.chance(0.55)) city = rng.chance(0.5) ? company.hq : pickCity(rng, company.hq.stateCode);
      else city = pickCity(rng, pickState(rng));
    }
    let title = rng.pick(occ.titles);
    if (type === "part-time" && !/part-time/i.test(title) && rng.chance(0.5)) title += " (Part-Time)";
    if (remote && rng.chance(0.5)) title += " - Remote";
    const hiringNow = rng.chance(occ.pay.period === "hour" ? 0.16 : 0.06);
    const tags: string[] = [];
    if (rng.chance(0.05)) tags.push("Promoted Job");
    if (hiringNow) tags.push("Immediately Hiring");

    const posted = nowMs - Math.floor(rng.next() * 60 * DAY);
    const postedAt = new Date(posted - (posted % 60_000));
    const validThrough = new Date(postedAt.getTime() + rng.int(30, 90) * DAY);
    const ref = `${prefix}-${String(i + 1).padStart(7, "0")}`;
    const onPlatform = rng.chance(0.1);
    const record: GeneratedJobRecord = {
      referenceNumber: ref,
      title,
      date: postedAt.toISOString(),
      validThrough: validThrough.toISOString(),
      ...(onPlatform ? { applyOnPlatform: true } : { url: `${company.website}/careers/${ref.toLowerCase()}` }),
      company: company.name,
      companyCategory: company.industry.name,
      companyWebsite: company.website,
      companyDescription: company.description,
      companySize: company.size,
      companyHeadquarters: `${company.hq.name}, ${company.hq.stateCode}`,
      country: "US",
      remote,
      description: description(rng, { company, occ, title, type, city, hiringNow }),
      jobType: type,
      category: occ.category,
      subcategory: occ.subcategory,
      tags,
    };
    if (city) {
      record.city = city.name;
      record.state = city.stateCode;
      // Most feeds carry a ZIP; some give only the city and state.
      if (rng.chance(0.75)) record.postalCode = rng.pick(city.zips);
    }
    if (rng.chance(0.88)) record.salary = salaryText(rng, occ, city?.stateCode ?? null);
    yield record;
  }
}
