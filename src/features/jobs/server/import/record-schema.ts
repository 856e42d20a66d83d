import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { JOB_TAGS, type EmploymentType } from "@/db/schema";
import { findUsState, type UsState } from "@/lib/us-states";
import { salaryFromParts, parseSalaryText, type Salary } from "./salary";
import { sanitizeDescription } from "./sanitize-description";
import { slugify } from "@/lib/slugify";
import { cleanText } from "./text-cleaning";

export type LocationInput = { city: string | null; state: UsState | null; postalCode: string | null };

/** A feed record after validation: what the importer writes. */
export type NormalisedJob = {
  externalRef: string;
  title: string;
  descriptionHtml: string;
  company: {
    name: string;
    slug: string;
    logoUrl: string | null;
    website: string | null;
    description: string | null;
    category: string | null;
    size: string | null;
    headquarters: string | null;
  };
  category: string | null;
  subcategory: string | null;
  employmentType: EmploymentType | null;
  salary: Salary | null;
  tags: string[];
  remote: boolean;
  /** Physical places (none for a remote job without a place); the Remote pseudo-location is added by the resolver. */
  locations: LocationInput[];
  /** null when the feed gave no date: a new job is posted now, an existing one keeps its date. */
  postedAt: Date | null;
  validThrough: Date | null;
  applyUrl: string | null;
  applyOnPlatform: boolean;
  /** sha1 of everything above: an import rewrites a job only when this changes. */
  contentHash: string;
};

export type RecordResult = { ok: true; job: NormalisedJob } | { ok: false; reason: string; ref: string | null; title: string | null };

const EMPLOYMENT_TYPE_NAMES: Record<string, EmploymentType> = {
  fulltime: "full-time", ft: "full-time", permanent: "full-time", regular: "full-time",
  parttime: "part-time", pt: "part-time",
  contract: "contract", contractor: "contract", contracttohire: "contract", freelance: "contract", c2h: "contract",
  temporary: "temporary", temp: "temporary", seasonal: "temporary",
  internship: "internship", intern: "internship",
  perdiem: "per-diem", prn: "per-diem",
};

const KNOWN_TAGS = new Map(Object.values(JOB_TAGS).map((t) => [t.toLowerCase(), t]));
const US_COUNTRY = new Set(["us", "usa", "u.s.", "u.s.a.", "united states", "united states of america"]);
const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);

function rawString(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  const s = value.trim();
  return s === "" ? undefined : s;
}

function toBoolean(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  return typeof value === "string" && TRUE_WORDS.has(value.trim().toLowerCase());
}

function toNumber(value: unknown): number | undefined | typeof NaN {
  if (typeof value === "number") return value;
  const s = cleanText(value);
  if (s === undefined) return undefined;
  return Number(s.replace(/[$,\s]/g, ""));
}

function httpUrl(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}

const requiredText = (missing: string, max: number, tooLong: string) => z.preprocess(cleanText, z.string({ error: missing }).max(max, tooLong));
const optionalText = (max: number) => z.preprocess((v) => cleanText(v)?.slice(0, max), z.string().optional());

const dateField = (invalid: string) =>
  z.preprocess(cleanText, z.string().optional()).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const ms = /^\d{10,13}$/.test(value) ? Number(value) * (value.length === 10 ? 1000 : 1) : Date.parse(value);
    // Years outside 2000..2100 are typos or placeholders ("0000-00-00").
    if (!Number.isFinite(ms) || ms < Date.UTC(2000, 0, 1) || ms > Date.UTC(2100, 0, 1)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return new Date(ms);
  });

const stateField = z.preprocess(cleanText, z.string().optional()).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const state = findUsState(value);
  if (!state) {
    ctx.addIssue({ code: "custom", message: "unknown state" });
    return z.NEVER;
  }
  return state;
});

const postalCodeField = z.preprocess(cleanText, z.string().optional()).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(value);
  if (!m) {
    ctx.addIssue({ code: "custom", message: "invalid postal code" });
    return z.NEVER;
  }
  return m[1]!;
});

const numberField = z.preprocess(toNumber, z.number({ error: "invalid salary" }).optional());

const locationSchema = z.object({ city: optionalText(120), state: stateField, postalCode: postalCodeField });

const tagsField = z.preprocess((value) => {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,;|]/) : [];
  const out: string[] = [];
  for (const item of list) {
    const t = cleanText(item)?.slice(0, 60);
    if (!t) continue;
    const canonical = KNOWN_TAGS.get(t.toLowerCase()) ?? t;
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out.slice(0, 20);
}, z.array(z.string()));

/*
 * The order of the fields is the order problems are reported in: a record is rejected with its
 * first problem, so reason counts add up to the rejected count.
 */
const recordSchema = z
  .object({
    title: requiredText("missing title", 300, "title too long"),
    referenceNumber: requiredText("missing reference number", 200, "reference number too long"),
    company: requiredText("missing company", 200, "company name too long"),
    description: z.preprocess(rawString, z.string({ error: "missing description" }).max(200_000, "description too long")),
    date: dateField("invalid date"),
    validThrough: dateField("invalid valid-through date"),
    country: z.preprocess(cleanText, z.string().optional()).refine((c) => c === undefined || US_COUNTRY.has(c.toLowerCase()), "unsupported country"),
    city: optionalText(120),
    state: stateField,
    postalCode: postalCodeField,
    locations: z.array(z.unknown()).optional(),
    remote: z.preprocess(toBoolean, z.boolean()),
    remoteType: optionalText(60),
    jobType: optionalText(60),
    salary: optionalText(200),
    salaryMin: numberField,
    salaryMax: numberField,
    salaryCurrency: z.preprocess(cleanText, z.string().regex(/^[A-Za-z]{3}$/, "invalid salary").optional()),
    salaryPeriod: optionalText(20),
    url: z.preprocess(cleanText, z.string().optional()),
    applyOnPlatform: z.preprocess(toBoolean, z.boolean()),
    category: optionalText(200),
    subcategory: optionalText(100),
    tags: tagsField,
    companyLogo: optionalText(2000),
    companyWebsite: optionalText(2000),
    companyDescription: optionalText(5000),
    companyCategory: optionalText(100),
    companySize: optionalText(60),
    companyHeadquarters: optionalText(200),
  })
  .transform((r, ctx): Omit<NormalisedJob, "contentHash"> => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };

    const descriptionHtml = sanitizeDescription(r.description);
    if (!descriptionHtml.replace(/<[^>]*>/g, "").trim()) return fail("missing description");

    const companySlug = slugify(r.company);
    if (!companySlug) return fail("missing company");

    // Several places (JSON "locations") or the one place of an Indeed record.
    const places: LocationInput[] = [];
    if (r.locations?.length) {
      for (const item of r.locations.slice(0, 50)) {
        const parsed = locationSchema.safeParse(item && typeof item === "object" ? item : {});
        if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "invalid location");
        places.push({ city: parsed.data.city ?? null, state: parsed.data.state ?? null, postalCode: parsed.data.postalCode ?? null });
      }
    } else if (r.city || r.state || r.postalCode) {
      places.push({ city: r.city ?? null, state: r.state ?? null, postalCode: r.postalCode ?? null });
    }
    const remoteType = r.remoteType?.toLowerCase();
    const cityIsRemote = places.length === 1 && places[0]!.city?.toLowerCase() === "remote" && !places[0]!.postalCode;
    const remote = r.remote || cityIsRemote || (remoteType !== undefined && /remote/.test(remoteType) && !/hybrid|temporar/.test(remoteType));
    const locations = cityIsRemote ? [] : places;
    for (const place of locations) {
      if (!place.postalCode && !(place.city && place.state)) {
        if (remote) continue; // a remote job may name only a state
        return fail(place.state || place.city ? (place.state ? "missing city" : "missing state") : "missing location");
      }
    }
    const physical = locations.filter((p) => p.postalCode || (p.city && p.state));
    if (!remote && physical.length === 0) return fail("missing location");

    let employmentType: EmploymentType | null = null;
    if (r.jobType) {
      const known = EMPLOYMENT_TYPE_NAMES[r.jobType.toLowerCase().replace(/[^a-z0-9]/g, "")];
      if (!known) return fail("unknown job type");
      employmentType = known;
    }

    const currency = r.salaryCurrency?.toUpperCase();
    const salaryResult =
      r.salaryMin !== undefined || r.salaryMax !== undefined
        ? salaryFromParts(r.salaryMin ?? null, r.salaryMax ?? null, currency, r.salaryPeriod)
        : r.salary
          ? parseSalaryText(r.salary, currency)
          : ({ ok: true, salary: null } as const);
    if (!salaryResult.ok) return fail(salaryResult.reason);

    const postedAt = r.date ?? null;
    if (postedAt && postedAt.getTime() > Date.now() + 86_400_000) return fail("invalid date");
    if (r.validThrough && r.validThrough < (postedAt ?? new Date(0))) return fail("valid-through before posted date");

    let applyUrl: string | null = null;
    if (r.url) {
      applyUrl = httpUrl(r.url);
      if (!applyUrl) return fail("invalid apply url");
    } else if (!r.applyOnPlatform) {
      return fail("missing apply url");
    }

    let category = r.category ?? null;
    let subcategory = r.subcategory ?? null;
    if (category?.includes(">")) {
      const [head, ...rest] = category.split(">").map((s) => s.trim());
      category = head || null;
      subcategory ??= rest.filter(Boolean).join(" ") || null;
    }
    if (category && !slugify(category)) category = null;
    if (!category || (subcategory && !slugify(subcategory))) subcategory = null;

    return {
      externalRef: r.referenceNumber,
      title: r.title,
      descriptionHtml,
      company: {
        name: r.company,
        slug: companySlug,
        logoUrl: r.companyLogo ? httpUrl(r.companyLogo) : null,
        website: r.companyWebsite ? httpUrl(r.companyWebsite) : null,
        description: r.companyDescription ?? null,
        category: r.companyCategory ?? null,
        size: r.companySize ?? null,
        headquarters: r.companyHeadquarters ?? null,
      },
      category,
      subcategory,
      employmentType,
      salary: salaryResult.salary,
      tags: r.tags,
      remote,
      locations: physical,
      postedAt,
      validThrough: r.validThrough ?? null,
      applyUrl,
      applyOnPlatform: r.applyOnPlatform,
    };
  });

function hashJob(job: Omit<NormalisedJob, "contentHash">): string {
  const data = {
    ...job,
    locations: job.locations.map((l) => [l.city, l.state?.code ?? null, l.postalCode]),
    postedAt: job.postedAt?.toISOString() ?? null,
    validThrough: job.validThrough?.toISOString() ?? null,
  };
  return createHash("sha1").update(JSON.stringify(data)).digest("base64url");
}

/** Validates and normalises one feed record; a rejection carries one short, stable reason. */
export function parseJobRecord(raw: unknown): RecordResult {
  const input = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const parsed = recordSchema.safeParse(input);
  if (parsed.success) return { ok: true, job: { ...parsed.data, contentHash: hashJob(parsed.data) } };
  return {
    ok: false,
    reason: parsed.error.issues[0]?.message ?? "invalid record",
    ref: cleanText(input.referenceNumber)?.slice(0, 200) ?? null,
    title: cleanText(input.title)?.slice(0, 300) ?? null,
  };
}
