/*
 * US states, the District of Columbia and the inhabited territories, by USPS code. Shared by the jobs
 * importer (normalising "TX" / "Texas"), the browse routes and the demo data. `kind` tells the 50
 * states + DC (every demo data set covers all 51) from territories (accepted in feeds).
 */
export type UsState = { code: string; name: string; slug: string; kind: "state" | "district" | "territory" };

const LIST: [code: string, name: string, kind?: UsState["kind"]][] = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"],
  ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia", "district"],
  ["FL", "Florida"], ["GA", "Georgia"], ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"],
  ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"], ["LA", "Louisiana"],
  ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"],
  ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
  ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"],
  ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", "Oregon"],
  ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"], ["SD", "South Dakota"],
  ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"],
  ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
  ["PR", "Puerto Rico", "territory"], ["GU", "Guam", "territory"], ["VI", "U.S. Virgin Islands", "territory"],
  ["AS", "American Samoa", "territory"], ["MP", "Northern Mariana Islands", "territory"],
];

export const US_STATES: readonly UsState[] = LIST.map(([code, name, kind]) => ({
  code,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
  kind: kind ?? "state",
}));

/** The 50 states and DC. */
export const STATE_AND_DC_CODES: readonly string[] = US_STATES.filter((s) => s.kind !== "territory").map((s) => s.code);

const byKey = new Map<string, UsState>();
for (const s of US_STATES) {
  byKey.set(s.code.toLowerCase(), s);
  byKey.set(s.name.toLowerCase(), s);
  byKey.set(s.slug, s);
}
byKey.set("washington dc", byKey.get("dc")!);
byKey.set("washington, d.c.", byKey.get("dc")!);
byKey.set("d.c.", byKey.get("dc")!);
byKey.set("virgin islands", byKey.get("vi")!);

/** "TX", "tx", "Texas", "new-york" -> the state; anything else -> undefined. */
export function findUsState(value: string | null | undefined): UsState | undefined {
  if (!value) return undefined;
  return byKey.get(value.trim().toLowerCase().replace(/\s+/g, " "));
}
