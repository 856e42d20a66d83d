/*
 * Dates as resumes write them (pure, unit-tested): "Jan 2020", "January 2020", "Sept. 2019",
 * "01/2020", "1/20" is not accepted (two-digit years are too ambiguous), "2020-01", "2020",
 * seasons ("Summer 2019": the year only, a season is not a month), and ranges between two of them
 * with "-", "–", "—", "to" or "through", ending in a date or "Present", "Current", "Now", "Today".
 */
export type YearMonth = { year: number; month: number | null };
export type DateRange = { start: YearMonth; end: YearMonth | null; current: boolean; index: number; length: number };

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6, jul: 7, july: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
const MONTH_WORD = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const SEASON = "(?:spring|summer|fall|autumn|winter)";
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d)";
const POINT = `(?:${MONTH_WORD},?\\s+${YEAR}|${SEASON}\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[-/]\\s*(?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const NOW = "(?:present|current(?:ly)?|now|today|ongoing)";
const DASH = "(?:\\s*[-\u2010-\u2015~]+\\s*|\\s+(?:to|through|until|thru)\\s+)";

const RANGE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${POINT})${DASH}(${POINT}|${NOW})(?![\\p{L}\\p{N}])`, "giu");
const POINT_RE = new RegExp(`(?<![\\p{L}\\p{N}/])(${POINT})(?![\\p{L}\\p{N}/])`, "giu");
const SINCE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:since|from)\\s+(${POINT})(?![\\p{L}\\p{N}])`, "giu");

/** One date ("March 2021", "03/2021", "2021-03", "Fall 2020", "2021"), or null. */
export function parseDatePoint(s: string): YearMonth | null {
  const t = s.trim().toLowerCase().replace(/\.$/, "");
  let m = /^([a-z]+)\.?,?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS[m[1]!];
    if (month) return { year: Number(m[2]), month };
    if (/^(spring|summer|fall|autumn|winter)$/.test(m[1]!)) return { year: Number(m[2]), month: null };
    return null;
  }
  m = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(t);
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? { year: Number(m[2]), month: Number(m[1]) } : null;
  m = /^(\d{4})\s*[-/]\s*(\d{2})$/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{4})$/.exec(t);
  if (m) return { year: Number(m[1]), month: null };
  return null;
}

/** Every date range in a line, in order. */
export function findDateRanges(line: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of line.matchAll(RANGE_RE)) {
    const start = parseDatePoint(m[1]!);
    if (!start) continue;
    const current = new RegExp(`^${NOW}$`, "i").test(m[2]!.trim());
    const end = current ? null : parseDatePoint(m[2]!);
    if (!current && !end) continue;
    if (end && (end.year < start.year || (end.year === start.year && end.month !== null && start.month !== null && end.month < start.month))) continue;
    out.push({ start, end, current, index: m.index, length: m[0].length });
  }
  if (!out.length) {
    for (const m of line.matchAll(SINCE_RE)) {
      const start = parseDatePoint(m[1]!);
      if (start) out.push({ start, end: null, current: true, index: m.index, length: m[0].length });
    }
  }
  return out;
}

/** Single dates in a line (outside ranges): "May 2024", "Expected 2026", "2019". */
export function findDatePoints(line: string): { date: YearMonth; index: number; length: number }[] {
  const out: { date: YearMonth; index: number; length: number }[] = [];
  for (const m of line.matchAll(POINT_RE)) {
    const date = parseDatePoint(m[1]!);
    if (date) out.push({ date, index: m.index, length: m[0].length });
  }
  return out;
}

/** The line without the given span, with the separators left around it tidied. */
export function removeSpan(line: string, index: number, length: number): string {
  return tidySeparators(line.slice(0, index) + "\t" + line.slice(index + length));
}

/** Trims separators ("|", dashes, commas, "·", tabs) from the ends and collapses doubled ones. */
export function tidySeparators(s: string): string {
  return s
    .replace(/\(\s*\)/g, "")
    .replace(/^[\s|,;:\u2022\u00b7\u2013\u2014\-\t]+|[\s|,;:\u2022\u00b7\u2013\u2014\-\t(]+$/g, "")
    .replace(/\s*\t[\s\t]*/g, "\t")
    .trim();
}
