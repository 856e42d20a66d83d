import type { EarthBox, EarthPoint } from "./geo";
import type { QueryNode } from "./tsquery-plan";

/*
 * One alert as the matcher holds it (decision 037): the /jobs search it stands for, resolved once per
 * run (keywords -> tsquery tree, place -> point or state, slugs -> ids), and one new job's facts.
 * checkJob answers what the search's WHERE (search-plan.ts) would answer for that job, or "maybe"
 * where only PostgreSQL can tell (phrases, distances at the radius's edge).
 */

/** What a slug filter resolved to: no filter, this id, or a slug that names nothing (matches no job, as in the search). */
export type IdFilter = { kind: "any" } | { kind: "id"; id: string } | { kind: "none" };

export type AlertPlace =
  | { kind: "any" }
  | { kind: "point"; center: EarthPoint; meters: number; latitude: number; longitude: number }
  | { kind: "state"; stateCode: string }
  /** A place the search could not resolve: the search shows no job. */
  | { kind: "nowhere" };

export type AlertSpec = {
  id: string;
  /** Jobs first seen before the alert existed are not new to it (ms since epoch). */
  createdAtMs: number;
  /** null: no keywords; "nothing": keywords that leave no searchable word (the search matches no job). */
  query: QueryNode | null | "nothing";
  place: AlertPlace;
  remote: boolean;
  employmentTypes: readonly string[];
  category: IdFilter;
  subcategory: IdFilter;
  company: IdFilter;
  minSalaryCents: number | null;
};

export type JobFacts = {
  id: string;
  createdAtMs: number;
  /** When it was posted (ms): an alert keeps its newest matches of a run. */
  postedAtMs: number;
  /** Has a search vector (a job whose document is not written yet matches no keyword). */
  hasVector: boolean;
  remote: boolean;
  employmentType: string | null;
  categoryId: string | null;
  subcategoryId: string | null;
  companyId: string;
  salaryAnnualMinCents: number | null;
  stateCodes: readonly string[];
  box: EarthBox | null;
  places: readonly EarthPoint[];
};
