import zipcodes from "zipcodes/lib/codes";
import { STATE_AND_DC_CODES } from "@/lib/us-states";
import { WeightedTable, type Prng } from "./prng";

/*
 * Real places for generated jobs: states weighted by population (2020 census, thousands), cities
 * within a state weighted by how many ZIP codes they have (a fair proxy for size), and a real ZIP
 * of the chosen city. Data from the `zipcodes` package.
 */

export const STATE_POPULATION: Record<string, number> = {
  AL: 5024, AK: 733, AZ: 7152, AR: 3012, CA: 39538, CO: 5774, CT: 3606, DE: 990, DC: 690, FL: 21538,
  GA: 10712, HI: 1455, ID: 1839, IL: 12813, IN: 6786, IA: 3190, KS: 2938, KY: 4506, LA: 4658, ME: 1362,
  MD: 6177, MA: 7030, MI: 10077, MN: 5706, MS: 2961, MO: 6154, MT: 1084, NE: 1962, NV: 3105, NH: 1378,
  NJ: 9289, NM: 2118, NY: 20201, NC: 10439, ND: 779, OH: 11799, OK: 3959, OR: 4237, PA: 13003, RI: 1097,
  SC: 5118, SD: 887, TN: 6911, TX: 29146, UT: 3272, VT: 643, VA: 8631, WA: 7705, WV: 1794, WI: 5894, WY: 577,
};

/** Pay differences between states (1 = national average), rounded from BLS regional wage data. */
export const STATE_PAY_FACTOR: Record<string, number> = {
  CA: 1.15, NY: 1.12, MA: 1.12, WA: 1.1, NJ: 1.08, DC: 1.15, HI: 1.08, CT: 1.06, MD: 1.06, CO: 1.05, AK: 1.06, OR: 1.03, MN: 1.02, IL: 1.02,
  MS: 0.88, AR: 0.9, WV: 0.9, AL: 0.92, KY: 0.93, OK: 0.93, LA: 0.93, SD: 0.92, NM: 0.94, MT: 0.94, ID: 0.95, TN: 0.95, SC: 0.94,
};

export type City = { name: string; stateCode: string; zips: string[] };

// Names of real towns; the package also lists ZIPs of firms and PO boxes ("Shell Oil Box 150").
const TOWN_NAME = /^[A-Z][A-Za-z.' -]+$/;
const NOT_A_TOWN = /\b(Box|Firms|Crm|Brm|Irs|Inc|Co|Dept|Reply|Oil|Bank|Insurance)\b/i;

type Tables = { states: WeightedTable<string>; cities: Map<string, WeightedTable<City>>; citiesByState: Map<string, City[]> };
let tables: Tables | undefined;

function build(): Tables {
  const byKey = new Map<string, City>();
  const wanted = new Set(STATE_AND_DC_CODES);
  for (const z of Object.values(zipcodes.codes)) {
    if (!wanted.has(z.state) || !TOWN_NAME.test(z.city) || NOT_A_TOWN.test(z.city)) continue;
    const key = `${z.state}|${z.city}`;
    let city = byKey.get(key);
    if (!city) byKey.set(key, (city = { name: z.city, stateCode: z.state, zips: [] }));
    city.zips.push(z.zip);
  }
  const citiesByState = new Map<string, City[]>();
  for (const c of byKey.values()) {
    c.zips.sort();
    const list = citiesByState.get(c.stateCode) ?? [];
    list.push(c);
    citiesByState.set(c.stateCode, list);
  }
  const cities = new Map<string, WeightedTable<City>>();
  for (const [state, list] of citiesByState) {
    // Sorted for reproducibility whatever the package's key order; bigger places weigh more than linearly.
    list.sort((a, b) => a.name.localeCompare(b.name));
    cities.set(state, new WeightedTable(list.map((c) => [c, Math.pow(c.zips.length, 1.6)] as const)));
  }
  const states = new WeightedTable(STATE_AND_DC_CODES.map((s) => [s, STATE_POPULATION[s] ?? 500] as const));
  return { states, cities, citiesByState };
}

function getTables(): Tables {
  return (tables ??= build());
}

export function pickState(rng: Prng): string {
  return getTables().states.pick(rng);
}

export function pickCity(rng: Prng, stateCode: string): City {
  const table = getTables().cities.get(stateCode);
  if (!table) throw new Error(`no cities for ${stateCode}`);
  return table.pick(rng);
}
