/*
 * CSV as RFC 4180 writes it (decision 046; the trackers' and the content files' leads' downloads):
 * fields separated by commas, records by CRLF, a field quoted when it holds a comma, a quote, CR or
 * LF, quotes inside doubled; a header row first. A cell a spreadsheet would run as a formula (starting
 * with =, +, -, @, or a tab or CR that some read past) gets a leading apostrophe, so a requisition titled "=HYPERLINK(...)" stays text. Numbers are
 * written as numbers: a negative number is not a formula.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null) return "";
  let text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** A file name safe in a Content-Disposition header: lower-case letters, digits and dashes. */
export function csvFileName(parts: readonly string[]): string {
  const slug = parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 150);
  return `${slug || "tracker"}.csv`;
}
