import "server-only";
import { count, sql } from "drizzle-orm";
import zipcodes from "zipcodes/lib/codes";
import type { Db } from "@/db/client";
import { postalCodes } from "@/db/schema";

export type PostalCodeRecord = { postalCode: string; city: string; stateCode: string; latitude: number; longitude: number };

/** Every US ZIP the `zipcodes` package knows (42,555 in version 8), including APO/FPO and territories. */
export function postalCodeRecords(filter?: { states?: readonly string[] }): PostalCodeRecord[] {
  const states = filter?.states ? new Set(filter.states) : null;
  const out: PostalCodeRecord[] = [];
  for (const z of Object.values(zipcodes.codes)) {
    if (states && !states.has(z.state)) continue;
    out.push({ postalCode: z.zip, city: z.city, stateCode: z.state, latitude: z.latitude, longitude: z.longitude });
  }
  return out;
}

const BATCH = 5000;

/**
 * Loads the package's ZIPs into postal_codes (all of them, or only some states: tests load what they
 * need). Idempotent: rows are upserted by ZIP, and a full table is left alone.
 */
export async function loadPostalCodes(db: Db, options: { states?: readonly string[] } = {}): Promise<{ total: number; written: number }> {
  const records = postalCodeRecords(options);
  const [row] = await db.select({ n: count() }).from(postalCodes);
  if (!options.states && (row?.n ?? 0) >= records.length) return { total: row!.n, written: 0 };
  let written = 0;
  for (let i = 0; i < records.length; i += BATCH) {
    const chunk = records.slice(i, i + BATCH);
    const col = <T>(f: (r: PostalCodeRecord) => T) => sql.param(chunk.map(f));
    const result = await db.execute(sql`
      insert into postal_codes (postal_code, city, state_code, latitude, longitude)
      select * from unnest(${col((r) => r.postalCode)}::text[], ${col((r) => r.city)}::text[], ${col((r) => r.stateCode)}::text[],
        ${col((r) => r.latitude)}::float8[], ${col((r) => r.longitude)}::float8[])
      on conflict (postal_code) do update set city = excluded.city, state_code = excluded.state_code,
        latitude = excluded.latitude, longitude = excluded.longitude
      where (postal_codes.city, postal_codes.state_code, postal_codes.latitude, postal_codes.longitude)
        is distinct from (excluded.city, excluded.state_code, excluded.latitude, excluded.longitude)`);
    written += result.rowCount ?? 0;
  }
  const [after] = await db.select({ n: count() }).from(postalCodes);
  return { total: after?.n ?? 0, written };
}
