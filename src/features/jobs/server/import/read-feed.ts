import "server-only";
import { readFile, stat } from "node:fs/promises";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { AddressAllowList } from "@/lib/net/public-address";
import { BodyTooLargeError, fetchPublicUrl, readTextUpTo, RefusedUrlError } from "@/lib/net/public-fetch";

/** One job as read from a feed: field names in camelCase, values as the feed gave them. */
export type RawFeedRecord = Record<string, unknown>;

/** Feeds bigger than this are refused (the XML parser holds the whole document). */
export const MAX_FEED_BYTES = 512 * 1024 * 1024;

/*
 * Indeed-style XML tags (lowercase, no separators) and their camelCase names. JSON feeds use the
 * camelCase names; lowercase Indeed names are accepted there too.
 */
const FIELD_NAMES: Record<string, string> = {
  title: "title",
  date: "date",
  referencenumber: "referenceNumber",
  url: "url",
  company: "company",
  city: "city",
  state: "state",
  postalcode: "postalCode",
  zip: "postalCode",
  zipcode: "postalCode",
  country: "country",
  description: "description",
  salary: "salary",
  salarymin: "salaryMin",
  salarymax: "salaryMax",
  salarycurrency: "salaryCurrency",
  salaryperiod: "salaryPeriod",
  jobtype: "jobType",
  employmenttype: "jobType",
  category: "category",
  subcategory: "subcategory",
  expirationdate: "validThrough",
  validthrough: "validThrough",
  remote: "remote",
  remotetype: "remoteType",
  tags: "tags",
  tag: "tags",
  locations: "locations",
  applyonplatform: "applyOnPlatform",
  companylogo: "companyLogo",
  companywebsite: "companyWebsite",
  companyurl: "companyWebsite",
  companydescription: "companyDescription",
  companycategory: "companyCategory",
  companysize: "companySize",
  companyheadquarters: "companyHeadquarters",
};

function normaliseKeys(obj: Record<string, unknown>): RawFeedRecord {
  const out: RawFeedRecord = {};
  for (const [key, value] of Object.entries(obj)) {
    const name = FIELD_NAMES[key.toLowerCase().replace(/[^a-z]/g, "")] ?? key;
    if (!(name in out)) out[name] = value;
  }
  return out;
}

/*
 * <description> is read raw (a stop node) so that HTML written straight into the element survives.
 * Then: CDATA sections give their content as is; without CDATA and without raw tags the text is
 * XML-decoded once (escaped HTML "&lt;p&gt;" becomes HTML, "Tom &amp; Jerry" becomes plain text);
 * raw HTML keeps its entities, which HTML reads the same way.
 */
function decodeXmlDescription(raw: string): string {
  if (raw.includes("<![CDATA[")) {
    let out = "";
    let rest = raw;
    for (;;) {
      const start = rest.indexOf("<![CDATA[");
      if (start < 0) {
        out += xmlDecode(rest);
        break;
      }
      out += xmlDecode(rest.slice(0, start));
      const end = rest.indexOf("]]>", start + 9);
      if (end < 0) {
        out += rest.slice(start + 9);
        break;
      }
      out += rest.slice(start + 9, end);
      rest = rest.slice(end + 3);
    }
    return out.trim();
  }
  if (/<[a-z!/]/i.test(raw)) return raw.trim();
  return xmlDecode(raw).trim();
}

function xmlDecode(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (whole, n: string) => {
      const code = n[0] === "x" || n[0] === "X" ? parseInt(n.slice(1), 16) : parseInt(n, 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/&amp;/g, "&");
}

/** <tags><tag>a</tag><tag>b</tag></tags>, <tags>a, b</tags> or repeated <tag> -> a list of strings. */
function flattenTags(value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const inner = (value as Record<string, unknown>).tag;
    return inner === undefined ? value : flattenTags(inner);
  }
  return value;
}

export function parseXmlFeed(xml: string): RawFeedRecord[] {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    htmlEntities: true,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    stopNodes: ["*.description"],
    isArray: (name, jpath) => name === "job" && typeof jpath === "string" && jpath.split(".").length === 2,
  });
  // Validate the document's skeleton: descriptions may hold HTML that is not well-formed XML (<br>).
  const check = XMLValidator.validate(xml.replace(/<description>[\s\S]*?<\/description>/gi, "<description/>"));
  if (check !== true) {
    throw new AppError("BAD_REQUEST", `The XML feed could not be read: ${check.err.msg} (line ${check.err.line}).`);
  }
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (err) {
    throw new AppError("BAD_REQUEST", `The XML feed could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  const rootName = Object.keys(doc).find((k) => !k.startsWith("?") && !k.startsWith("!"));
  const root = rootName ? doc[rootName] : undefined;
  if (!root || typeof root !== "object") {
    if (rootName !== undefined) return []; // <source></source>: an empty feed
    throw new AppError("BAD_REQUEST", "The XML feed has no root element.");
  }
  const jobs = (root as Record<string, unknown>).job;
  const list = Array.isArray(jobs) ? jobs : [];
  return list.map((job) => {
    const record = normaliseKeys(job && typeof job === "object" ? (job as Record<string, unknown>) : {});
    if (typeof record.description === "string") record.description = decodeXmlDescription(record.description);
    if (record.tags !== undefined) record.tags = flattenTags(record.tags);
    return record;
  });
}

export function parseJsonFeed(json: string): RawFeedRecord[] {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch (err) {
    throw new AppError("BAD_REQUEST", `The JSON feed could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  const list = Array.isArray(doc) ? doc : doc && typeof doc === "object" && Array.isArray((doc as { jobs?: unknown }).jobs) ? (doc as { jobs: unknown[] }).jobs : null;
  if (!list) throw new AppError("BAD_REQUEST", "The JSON feed must be an array of jobs (or an object with a jobs array).");
  return list.map((item) => (item && typeof item === "object" && !Array.isArray(item) ? normaliseKeys(item as Record<string, unknown>) : {}));
}

/** XML or JSON, told apart by the first character that is not whitespace (or a byte-order mark). */
export function parseFeedText(text: string): RawFeedRecord[] {
  const body = text.replace(/^\uFEFF/, "");
  const first = body.trimStart()[0];
  if (first === "<") return parseXmlFeed(body);
  if (first === "[" || first === "{") return parseJsonFeed(body);
  if (first === undefined) return [];
  throw new AppError("BAD_REQUEST", "The feed is neither XML nor JSON.");
}

export async function readFeedFile(file: string): Promise<RawFeedRecord[]> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError("NOT_FOUND", `The feed file ${file} does not exist.`);
  if (info.size > MAX_FEED_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", `The feed file is larger than ${MAX_FEED_BYTES} bytes.`);
  return parseFeedText(await readFile(file, "utf8"));
}

/** A feed source's format (decision 055): "auto" tells XML from JSON by the first character. */
export type FeedTextFormat = "auto" | "xml" | "json";

function parseFeedAs(text: string, format: FeedTextFormat): RawFeedRecord[] {
  if (format === "xml") return parseXmlFeed(text.replace(/^\uFEFF/, ""));
  if (format === "json") return parseJsonFeed(text.replace(/^\uFEFF/, ""));
  return parseFeedText(text);
}

export async function readFeedUrl(url: string, signal?: AbortSignal, format: FeedTextFormat = "auto", maxBytes = MAX_FEED_BYTES): Promise<RawFeedRecord[]> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError("BAD_REQUEST", `The feed URL ${url} is not a valid URL.`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new AppError("BAD_REQUEST", "The feed URL must use http or https.");
  // Public addresses only, every redirect checked (decision 060).
  let res: Awaited<ReturnType<typeof fetchPublicUrl>>;
  try {
    res = await fetchPublicUrl(parsed, {
      allow: new AddressAllowList(env().FEED_ALLOW_PRIVATE),
      signal: signal ?? AbortSignal.timeout(120_000),
      headers: { accept: "application/xml, text/xml, application/json;q=0.9, */*;q=0.5" },
    });
  } catch (error) {
    if (error instanceof RefusedUrlError) throw new AppError("BAD_REQUEST", `The feed URL was refused: ${error.message}`);
    throw error;
  }
  if (!res.ok) throw new AppError("UNAVAILABLE", `The feed URL answered ${res.status}.`);
  let text: string;
  try {
    text = await readTextUpTo(res, maxBytes); // counted as it arrives: a feed without a Content-Length is capped too
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AppError("PAYLOAD_TOO_LARGE", `The feed is larger than ${maxBytes} bytes.`);
    throw error;
  }
  return parseFeedAs(text, format);
}
