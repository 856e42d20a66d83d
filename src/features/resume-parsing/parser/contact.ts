/*
 * Contact details from a resume's lines (pure, unit-tested): the name from the top lines, the first
 * email, the first US phone number (to 10 digits), and "City, ST 12345" (the ZIP optional).
 */
import type { ProposedContact } from "../types";

export const US_STATES = new Set([
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA",
  "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX",
  "UT", "VT", "VA", "WA", "WV", "WI", "WY", "PR",
]);

const STATE_NAMES: Record<string, string> = {
  alabama: "AL", alaska: "AK", arizona: "AZ", arkansas: "AR", california: "CA", colorado: "CO", connecticut: "CT", delaware: "DE",
  florida: "FL", georgia: "GA", hawaii: "HI", idaho: "ID", illinois: "IL", indiana: "IN", iowa: "IA", kansas: "KS", kentucky: "KY",
  louisiana: "LA", maine: "ME", maryland: "MD", massachusetts: "MA", michigan: "MI", minnesota: "MN", mississippi: "MS",
  missouri: "MO", montana: "MT", nebraska: "NE", nevada: "NV", "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM",
  "new york": "NY", "north carolina": "NC", "north dakota": "ND", ohio: "OH", oklahoma: "OK", oregon: "OR", pennsylvania: "PA",
  "rhode island": "RI", "south carolina": "SC", "south dakota": "SD", tennessee: "TN", texas: "TX", utah: "UT", vermont: "VT",
  virginia: "VA", washington: "WA", "west virginia": "WV", wisconsin: "WI", wyoming: "WY",
};

const EMAIL_RE = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE_RE = /(?<![\d])(?:\+?1[\s.-]*)?(?:\(\s*(\d{3})\s*\)|(\d{3}))[\s.-]*(\d{3})[\s.-]*(\d{4})(?!\d)/;

export function findEmail(text: string): string {
  return EMAIL_RE.exec(text)?.[0].toLowerCase() ?? "";
}

/** The first US number, as 10 digits; area codes and exchanges cannot start with 0 or 1. */
export function findPhone(text: string): string {
  const re = new RegExp(PHONE_RE.source, "g");
  for (const m of text.matchAll(re)) {
    const digits = `${m[1] ?? m[2]}${m[3]}${m[4]}`;
    if (/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return digits;
  }
  return "";
}

export type Place = { city: string; state: string; postalCode: string };

const CITY = String.raw`([A-Z][A-Za-z.'\u2019-]*(?:\s+[A-Z][A-Za-z.'\u2019-]*){0,3})`;
const PLACE_RE = new RegExp(String.raw`${CITY},\s*([A-Z]{2})(?:\s+(\d{5})(?:-\d{4})?)?(?![A-Za-z])`, "g");
const PLACE_LONG_RE = new RegExp(String.raw`${CITY},\s*(${Object.keys(STATE_NAMES).map((s) => s.replace(/\b\w/g, (c) => c.toUpperCase())).join("|")})(?:\s+(\d{5}))?(?![A-Za-z])`, "g");

/** "Springfield, IL 62704", "Austin, TX", "Portland, Oregon 97201" in a line; the last words before the comma are the city. */
export function findPlace(line: string): Place | null {
  for (const m of line.matchAll(PLACE_RE)) {
    if (!US_STATES.has(m[2]!)) continue;
    return { city: cleanCity(m[1]!), state: m[2]!, postalCode: m[3] ?? "" };
  }
  for (const m of line.matchAll(PLACE_LONG_RE)) {
    return { city: cleanCity(m[1]!), state: STATE_NAMES[m[2]!.toLowerCase()]!, postalCode: m[3] ?? "" };
  }
  return null;
}

function cleanCity(s: string): string {
  // "123 Main St Springfield" is not found (the street has digits); "Apt Springfield" cannot be told apart.
  return s.replace(/^(?:Address|Location|Lives in|Based in)\s+/i, "").trim();
}

const NAME_WORD = /^(?:\p{Lu}\p{Ll}*(?:[-'\u2019]\p{Lu}?\p{Ll}+)*|\p{Lu}\.|\p{Lu}\p{Ll}?\p{Lu}\p{Ll}+|\p{Lu}+(?:[-'\u2019]\p{Lu}+)*)$/u;
const NOT_NAME = /\b(resume|curriculum|vitae|cv|profile|summary|objective|experience|education|skills|contact|phone|email|address|page|references?|street|avenue|road|suite|apt)\b/i;
const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv|rn|lpn|cna|bsn|msn|cpa|mba|phd|ph\.d\.|pmp|md|pe|ma|ms|bs|med)$/i;

function titleCase(word: string): string {
  if (word !== word.toUpperCase() || word.length <= 2) return word;
  return word.toLowerCase().replace(/(^|[-'\u2019])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase()).replace(/^Mc(\p{L})/u, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/** The person's name: the first of the top lines made of 2-4 capitalised words (credentials after a comma dropped). */
export function findName(lines: readonly string[]): { firstName: string; lastName: string } {
  for (const raw of lines.slice(0, 12)) {
    const line = raw.split(/\t|\s[|\u2022\u00b7]\s/)[0]!.split(",")[0]!.trim();
    if (!line || line.length > 40 || /[@\d]/.test(line) || NOT_NAME.test(line)) continue;
    const words = line.split(/\s+/).filter((w) => !SUFFIX.test(w.replace(/,$/, "")));
    if (words.length < 2 || words.length > 4) continue;
    if (!words.every((w) => NAME_WORD.test(w) || /^\(.+\)$/.test(w) || /^[A-Z]\.$/.test(w))) continue;
    const named = words.filter((w) => !/^\(.+\)$/.test(w)).map(titleCase);
    if (named.length < 2) continue;
    return { firstName: named[0]!, lastName: named.slice(1).filter((w) => !/^[A-Z]\.$/.test(w)).join(" ") || named[named.length - 1]! };
  }
  return { firstName: "", lastName: "" };
}

/** Contact details: the name from the top lines; email, phone and place from the header, else anywhere. */
export function findContact(lines: readonly string[], headerLines: readonly string[]): ProposedContact {
  const name = findName(headerLines.length ? headerLines : lines);
  const header = headerLines.join("\n");
  const all = lines.join("\n");
  const place = headerLines.map(findPlace).find(Boolean) ?? null;
  return {
    ...name,
    email: findEmail(header) || findEmail(all),
    phone: findPhone(header) || findPhone(all),
    city: place?.city ?? "",
    state: place?.state ?? "",
    postalCode: place?.postalCode ?? "",
  };
}
