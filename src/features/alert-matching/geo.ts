/*
 * The job search's radius test (search-plan.ts: earth_box(center, meters) && location_box, and the
 * nearest place's earth_distance <= meters) redone in memory with earthdistance's own formulas:
 * ll_to_earth on a sphere of earth() = 6,378,168 m and the great circle from the chord. Floating point
 * may differ from PostgreSQL's in the last bits, so a distance within GEO_TOLERANCE_M of the radius is
 * "maybe" and the pair is checked in SQL (decision 037).
 */

export const EARTH_RADIUS_M = 6378168;
export const METERS_PER_MILE = 1609.344;
export const GEO_TOLERANCE_M = 0.5;

/** Three-valued: within, not within, or too close to the edge to tell (PostgreSQL decides). */
export type Verdict = true | false | "maybe";

export type EarthPoint = readonly [number, number, number];
/** A job's places as an earth cube: lower-left and upper-right corners (equal for one place). */
export type EarthBox = { ll: EarthPoint; ur: EarthPoint };

export function llToEarth(latitude: number, longitude: number): EarthPoint {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  return [EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lon), EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lon), EARTH_RADIUS_M * Math.sin(lat)];
}

/** earth_distance: the great-circle distance between two earth points, in meters. */
export function earthDistance(a: EarthPoint, b: EarthPoint): number {
  const chord = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  if (chord / (2 * EARTH_RADIUS_M) > 1) return Math.PI * EARTH_RADIUS_M;
  return 2 * EARTH_RADIUS_M * Math.asin(chord / (2 * EARTH_RADIUS_M));
}

function compare(value: number, limit: number): Verdict {
  if (value < limit - GEO_TOLERANCE_M) return true;
  if (value > limit + GEO_TOLERANCE_M) return false;
  return "maybe";
}

/** earth_box(center, meters) && box: the cube around the center, enlarged by the radius on every axis, overlaps the job's box. */
export function boxOverlaps(center: EarthPoint, meters: number, box: EarthBox): Verdict {
  let verdict: Verdict = true;
  for (let d = 0; d < 3; d++) {
    const low = compare(box.ll[d]!, center[d]! + meters);
    const high = compare(center[d]! - meters, box.ur[d]!);
    if (low === false || high === false) return false;
    if (low === "maybe" || high === "maybe") verdict = "maybe";
  }
  return verdict;
}

/**
 * Whether a job is within the radius: its box overlaps the search's cube and its nearest place
 * (`places`: its one place, or each of its several) is at most `meters` away.
 */
export function withinRadius(center: EarthPoint, meters: number, box: EarthBox | null, places: readonly EarthPoint[]): Verdict {
  if (!box || places.length === 0) return false;
  const overlap = boxOverlaps(center, meters, box);
  if (overlap === false) return false;
  let nearest = Infinity;
  for (const p of places) nearest = Math.min(nearest, earthDistance(center, p));
  const distance = compare(nearest, meters);
  if (distance === false) return false;
  return overlap === true && distance === true ? true : "maybe";
}
