import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { findUsState } from "@/lib/us-states";

/** What the location box of the search form means. */
export type ResolvedLocation =
  | { kind: "point"; label: string; latitude: number; longitude: number; stateCode: string }
  | { kind: "state"; label: string; stateCode: string }
  | { kind: "remote"; label: string }
  | { kind: "unknown"; label: string };

type Executor = Pick<Db, "execute">;
type PointRow = { city: string; state_code: string; latitude: number | string; longitude: number | string };

const point = (row: PointRow, label?: string): ResolvedLocation => ({
  kind: "point",
  label: label ?? `${row.city}, ${row.state_code}`,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  stateCode: row.state_code,
});

/** A city's centre: the mean of its ZIPs (as the importer does for City locations). */
async function cityPoint(db: Executor, city: string, stateCode: string): Promise<ResolvedLocation | null> {
  const { rows } = await db.execute<PointRow>(sql`
    select min(city) as city, state_code, avg(latitude) as latitude, avg(longitude) as longitude
    from postal_codes where state_code = ${stateCode} and lower(city) = ${city.toLowerCase()}
    group by state_code`);
  return rows[0] ? point(rows[0]) : null;
}

/**
 * "78701", "78701-1234", "Austin, TX", "Austin TX", "Austin, Texas", "Texas", "TX", "Remote" or a city
 * alone ("Austin": the state where that city has the most jobs, else the most ZIPs).
 */
export async function resolveLocation(db: Executor, input: string): Promise<ResolvedLocation> {
  const text = input.trim().replace(/\s+/g, " ").slice(0, 100);
  const unknown: ResolvedLocation = { kind: "unknown", label: text };
  if (!text) return unknown;
  if (/^remote$/i.test(text)) return { kind: "remote", label: "Remote" };

  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) {
    const { rows } = await db.execute<PointRow>(
      sql`select city, state_code, latitude, longitude from postal_codes where postal_code = ${zip[1]!}`,
    );
    return rows[0] ? point(rows[0], `${rows[0].city}, ${rows[0].state_code} ${zip[1]}`) : unknown;
  }

  const state = findUsState(text);
  if (state) return { kind: "state", label: state.name, stateCode: state.code };

  // "City, State" or "City ST" / "City State Name" (the longest trailing state name wins).
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const st = findUsState(text.slice(comma + 1));
    if (!st) return unknown;
    return (await cityPoint(db, text.slice(0, comma).trim(), st.code)) ?? unknown;
  }
  const words = text.split(" ");
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const st = findUsState(words.slice(-k).join(" "));
    if (st) return (await cityPoint(db, words.slice(0, -k).join(" "), st.code)) ?? unknown;
  }

  const { rows } = await db.execute<PointRow>(sql`
    select min(postal_codes.city) as city, postal_codes.state_code, avg(postal_codes.latitude) as latitude, avg(postal_codes.longitude) as longitude
    from postal_codes
    where lower(postal_codes.city) = ${text.toLowerCase()}
    group by postal_codes.state_code
    order by (select count(*) from job_locations where job_locations.state_code = postal_codes.state_code
        and job_locations.city_slug = lower(regexp_replace(${text}, '[^a-zA-Z0-9]+', '-', 'g'))) desc,
      count(*) desc, postal_codes.state_code
    limit 1`);
  return rows[0] ? point(rows[0]) : unknown;
}
