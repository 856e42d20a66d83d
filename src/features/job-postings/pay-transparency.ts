import { findUsState } from "@/lib/us-states";

/*
 * Where a job posting must show its pay range (decision 039). US pay transparency laws that require
 * the range *in the posting itself* (laws that only require it on request, such as Connecticut's,
 * Nevada's or Rhode Island's, are not listed), as of November 2026. Upstep applies each rule whatever
 * the employer's size (several laws start at 4, 10, 15, 25, 30 or 50 employees, which Upstep cannot
 * know): showing a range is always allowed, so the stricter reading harms nobody.
 *
 * A remote posting can be done from anywhere in the US, so from these states too (Colorado, for one,
 * says so in as many words): it always needs a range. Pure module: the form says why as the person
 * types, the server decides at publish with the same function.
 */
export type PayRule = {
  /** USPS state code. */
  state: string;
  /** A city with its own ordinance (lower-case name as the postal codes spell it), or null for the whole state. */
  city: string | null;
  /** How the form names the law's place ("Colorado", "Cleveland, Ohio"). */
  place: string;
  /** The day the rule applies from (UTC, inclusive). */
  from: string;
};

export const PAY_TRANSPARENCY_RULES: readonly PayRule[] = [
  { state: "CA", city: null, place: "California", from: "2023-01-01" },
  { state: "CO", city: null, place: "Colorado", from: "2021-01-01" },
  { state: "DC", city: null, place: "District of Columbia", from: "2024-06-30" },
  { state: "HI", city: null, place: "Hawaii", from: "2024-01-01" },
  { state: "IL", city: null, place: "Illinois", from: "2025-01-01" },
  { state: "MD", city: null, place: "Maryland", from: "2024-10-01" },
  { state: "MA", city: null, place: "Massachusetts", from: "2025-10-29" },
  { state: "MN", city: null, place: "Minnesota", from: "2025-01-01" },
  { state: "NJ", city: null, place: "New Jersey", from: "2025-06-01" },
  { state: "NY", city: null, place: "New York", from: "2023-09-17" },
  { state: "VT", city: null, place: "Vermont", from: "2025-07-01" },
  { state: "WA", city: null, place: "Washington", from: "2023-01-01" },
  // Signed in 2025, in force two years later; applied from the first of that month.
  { state: "DE", city: null, place: "Delaware", from: "2027-09-01" },
  // Ohio has no state law; two of its cities do.
  { state: "OH", city: "cleveland", place: "Cleveland, Ohio", from: "2025-10-27" },
  { state: "OH", city: "columbus", place: "Columbus, Ohio", from: "2027-01-01" },
];

export type PayRangeRequirement = { required: false } | { required: true; places: string[]; remote: boolean; reason: string };

type Place = { city: string; state: string };

function rulesInForce(now: Date): PayRule[] {
  const today = now.toISOString().slice(0, 10);
  return PAY_TRANSPARENCY_RULES.filter((r) => r.from <= today);
}

function list(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The laws a posting at these places falls under, and the sentence the form shows for them. */
export function payRangeRequirement(posting: { remote: boolean; locations: readonly Place[] }, now: Date = new Date()): PayRangeRequirement {
  const rules = rulesInForce(now);
  if (posting.remote) {
    const examples = rules.filter((r) => r.state === "CO" || r.state === "CA").map((r) => r.place);
    return {
      required: true,
      places: rules.filter((r) => r.city === null).map((r) => r.place),
      remote: true,
      reason: `A remote job can be done from states whose laws require a pay range in job postings${examples.length ? `, such as ${list(examples)}` : ""}.`,
    };
  }
  const places: string[] = [];
  for (const location of posting.locations) {
    const state = findUsState(location.state.trim())?.code;
    if (!state) continue;
    const city = location.city.trim().toLowerCase();
    for (const rule of rules) {
      if (rule.state !== state || (rule.city !== null && rule.city !== city)) continue;
      if (!places.includes(rule.place)) places.push(rule.place);
    }
  }
  if (!places.length) return { required: false };
  const single = places.length === 1 ? rules.find((r) => r.place === places[0]) : undefined;
  const reason = single
    ? single.city
      ? `A ${single.place} ordinance requires a pay range in job postings.`
      : `${single.place} law requires a pay range in job postings.`
    : `The laws of ${list(places)} require a pay range in job postings.`;
  return { required: true, places, remote: false, reason };
}
