import "server-only";
import { parse } from "csv-parse/sync";
import type { PostalCodeRow } from "@/db/schema";
import { findUsState } from "@/lib/us-states";
import { PLACES_MESSAGES as M } from "../messages";
import { POSTAL_CSV_COLUMNS, POSTAL_CSV_MAX_ROWS } from "../schemas";
import type { PostalRowError } from "../types";

/** Military (AA, AE, AP) and freely associated states (PW, FM, MH): in the shipped package, not in us-states. */
const EXTRA_STATE_CODES = new Set(["AA", "AE", "AP", "PW", "FM", "MH"]);

export type ParsedPostalCsv = { ok: true; rows: PostalCodeRow[] } | { ok: false; message: string; errors: PostalRowError[]; errorCount: number };

const number = (v: string | undefined) => (v !== undefined && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : NaN);

/**
 * A postal-code CSV (header postal_code, city, state_code, latitude, longitude, in any order; extra
 * columns ignored): every row checked, each error with its line number. One bad row refuses the file,
 * so a dataset is never half loaded.
 */
export function parsePostalCsv(csv: string): ParsedPostalCsv {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), { skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return { ok: false, message: M.csvUnreadable, errors: [], errorCount: 0 };
  }
  const [header, ...body] = records;
  const names = (header ?? []).map((h) => h.toLowerCase());
  const index = Object.fromEntries(POSTAL_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<(typeof POSTAL_CSV_COLUMNS)[number], number>;
  if (Object.values(index).some((i) => i < 0)) return { ok: false, message: M.csvHeader, errors: [], errorCount: 0 };
  if (!body.length) return { ok: false, message: M.csvEmpty, errors: [], errorCount: 0 };
  if (body.length > POSTAL_CSV_MAX_ROWS) return { ok: false, message: M.csvTooManyRows, errors: [], errorCount: 0 };

  const rows: PostalCodeRow[] = [];
  const errors: PostalRowError[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const get = (c: (typeof POSTAL_CSV_COLUMNS)[number]) => cells[index[c]]?.trim() ?? "";
    const problems: string[] = [];
    const postalCode = get("postal_code");
    const city = get("city");
    const stateCode = get("state_code").toUpperCase();
    const latitude = number(get("latitude"));
    const longitude = number(get("longitude"));
    if (!/^\d{5}$/.test(postalCode)) problems.push(M.postalCode);
    else if (seen.has(postalCode)) problems.push(M.duplicate(seen.get(postalCode)!));
    if (!city || city.length > 100 || city.includes("\u0000")) problems.push(M.city);
    if (!/^[A-Z]{2}$/.test(stateCode) || !(findUsState(stateCode) || EXTRA_STATE_CODES.has(stateCode))) problems.push(M.stateCode);
    if (!(latitude >= -90 && latitude <= 90)) problems.push(M.latitude);
    if (!(longitude >= -180 && longitude <= 180)) problems.push(M.longitude);
    if (/^\d{5}$/.test(postalCode) && !seen.has(postalCode)) seen.set(postalCode, line);
    if (problems.length) errors.push({ line, message: problems.join(" ") });
    else rows.push({ postalCode, city, stateCode, latitude, longitude });
  });
  if (errors.length) return { ok: false, message: M.csvRowErrors(errors.length), errors, errorCount: errors.length };
  return { ok: true, rows };
}
