import type { Prng } from "./prng";

/*
 * Fictional employers whose names read like real regional businesses: a place-like or family name
 * and an industry word ("Cedar Ridge Medical Center", "Okafor Electric", "Tulsa Freight Co.").
 * Each industry hires mostly its own occupations plus some office, customer service and IT roles.
 */

export type Industry = {
  name: string;
  /** Name endings typical of the industry. */
  nouns: string[];
  /** Occupation keys (see occupations.ts) and how often this industry posts them. */
  hires: [string, number][];
  blurbs: string[];
};

const OFFICE: [string, number][] = [
  ["administrative-assistant", 1], ["receptionist", 0.6], ["hr-coordinator", 0.5], ["data-entry-clerk", 0.4],
  ["customer-service-representative", 0.8], ["it-support-specialist", 0.4], ["staff-accountant", 0.4], ["office-manager", 0.3],
];

export const INDUSTRIES: Industry[] = [
  {
    name: "Healthcare",
    nouns: ["Health", "Medical Center", "Regional Hospital", "Health System", "Family Clinic", "Care Partners", "Senior Living", "Home Health", "Pharmacy", "Rehabilitation", "Healthcare", "Community Hospital"],
    hires: [["registered-nurse", 6], ["licensed-practical-nurse", 3], ["certified-nursing-assistant", 5], ["home-health-aide", 3], ["medical-assistant", 3], ["physical-therapist", 1.5], ["pharmacy-technician", 1.5], ["receptionist", 1], ["data-entry-clerk", 0.6], ["call-center-agent", 0.6], ...OFFICE],
    blurbs: [
      "a community health system with hospitals, clinics and home care services",
      "a network of neighborhood clinics focused on primary and urgent care",
      "a family-owned senior living and rehabilitation provider",
      "a nonprofit regional hospital known for nursing excellence",
    ],
  },
  {
    name: "Technology",
    nouns: ["Software", "Systems", "Technologies", "Data", "Labs", "Networks", "Digital", "Cloud", "Analytics", "Tech"],
    hires: [["software-engineer", 6], ["data-analyst", 3], ["it-support-specialist", 2], ["network-administrator", 1.5], ["cybersecurity-analyst", 2], ["customer-success-manager", 2], ["customer-service-representative", 1.5], ["hr-coordinator", 0.6], ["staff-accountant", 0.5]],
    blurbs: [
      "a software company building tools for small and midsize businesses",
      "a managed IT and cloud services provider",
      "a fast-growing data and analytics company",
      "a technology firm that builds software for healthcare and logistics",
    ],
  },
  {
    name: "Construction & Trades",
    nouns: ["Electric", "Mechanical", "Plumbing & Heating", "Builders", "Construction", "Contractors", "Home Services", "Facility Services", "Heating & Air", "Restoration"],
    hires: [["electrician", 4], ["hvac-technician", 4], ["plumber", 3], ["carpenter", 3], ["maintenance-technician", 3], ["delivery-driver", 0.5], ["administrative-assistant", 0.6], ["customer-service-representative", 0.6], ["office-manager", 0.4]],
    blurbs: [
      "a family-owned contractor serving homeowners and businesses since the 1980s",
      "a commercial construction and facility services company",
      "a home services company for heating, cooling, plumbing and electrical work",
      "a general contractor building schools, clinics and offices",
    ],
  },
  {
    name: "Transportation & Logistics",
    nouns: ["Logistics", "Freight", "Transport", "Trucking", "Distribution", "Express", "Supply Co.", "Freight Lines", "Fulfillment"],
    hires: [["truck-driver", 5], ["delivery-driver", 4], ["warehouse-associate", 6], ["forklift-operator", 3], ["logistics-coordinator", 2], ["maintenance-technician", 1], ["customer-service-representative", 1], ["hr-coordinator", 0.4], ["data-entry-clerk", 0.4]],
    blurbs: [
      "an asset-based trucking and logistics company",
      "a third-party logistics provider with warehouses across the region",
      "a regional distribution company delivering to stores and restaurants",
      "an e-commerce fulfillment company",
    ],
  },
  {
    name: "Retail",
    nouns: ["Market", "Grocers", "Outfitters", "Hardware", "Home & Garden", "Pharmacy & Goods", "Supply", "General Store", "Foods"],
    hires: [["retail-sales-associate", 8], ["store-manager", 2], ["warehouse-associate", 1.5], ["pharmacy-technician", 1], ["delivery-driver", 1], ["customer-service-representative", 1], ["data-analyst", 0.3], ["hr-coordinator", 0.3]],
    blurbs: [
      "a regional grocery chain known for fresh food and friendly service",
      "a neighborhood hardware and home store",
      "an outdoor and sporting goods retailer",
      "a family-owned chain of markets",
    ],
  },
  {
    name: "Hospitality & Food Service",
    nouns: ["Hotel", "Inn & Suites", "Kitchen", "Bistro", "Coffee Co.", "Hospitality Group", "Grill", "Resort", "Catering"],
    hires: [["line-cook", 5], ["server", 5], ["front-desk-agent", 4], ["store-manager", 1], ["maintenance-technician", 0.8], ["retail-sales-associate", 0.5], ["hr-coordinator", 0.3]],
    blurbs: [
      "a hospitality group that runs restaurants and boutique hotels",
      "a locally loved restaurant group",
      "a hotel company with properties in growing cities",
      "a coffee company with cafes and a roastery",
    ],
  },
  {
    name: "Education",
    nouns: ["School District", "Academy", "Learning Center", "Charter Schools", "Early Learning", "Community College", "Schools", "Kids Academy"],
    hires: [["elementary-teacher", 5], ["substitute-teacher", 3], ["teacher-assistant", 3], ["preschool-teacher", 3], ["administrative-assistant", 1], ["it-support-specialist", 0.5], ["maintenance-technician", 0.5], ["hr-coordinator", 0.3]],
    blurbs: [
      "a public school district serving thousands of students",
      "a network of public charter schools",
      "an early learning company with childcare centers across the region",
      "a community college focused on career education",
    ],
  },
  {
    name: "Financial Services",
    nouns: ["Bank", "Credit Union", "Financial", "Insurance", "Savings Bank", "Capital", "Mutual Insurance", "Trust", "Federal Credit Union"],
    hires: [["bank-teller", 4], ["staff-accountant", 2], ["claims-adjuster", 2.5], ["loan-officer", 2], ["customer-service-representative", 2], ["call-center-agent", 1], ["data-analyst", 0.8], ["cybersecurity-analyst", 0.5], ["software-engineer", 0.5], ["administrative-assistant", 0.5]],
    blurbs: [
      "a member-owned credit union",
      "a community bank serving families and small businesses",
      "a mutual insurance company",
      "a financial services firm offering lending, insurance and retirement planning",
    ],
  },
  {
    name: "Manufacturing",
    nouns: ["Manufacturing", "Industries", "Fabrication", "Precision Parts", "Plastics", "Food Products", "Metalworks", "Components", "Packaging"],
    hires: [["production-associate", 6], ["cnc-machinist", 2.5], ["welder", 2.5], ["quality-inspector", 2], ["forklift-operator", 1.5], ["maintenance-technician", 1.5], ["electrician", 0.5], ["logistics-coordinator", 0.5], ["hr-coordinator", 0.4], ["staff-accountant", 0.3]],
    blurbs: [
      "a manufacturer of precision metal components",
      "a food manufacturer producing snacks and baked goods",
      "a plastics and packaging manufacturer",
      "an equipment maker serving agriculture and construction",
    ],
  },
  {
    name: "Business Services",
    nouns: ["Solutions", "Partners", "Staffing", "Services", "Group", "Associates", "Consulting", "Outsourcing"],
    hires: [["customer-service-representative", 4], ["call-center-agent", 4], ["administrative-assistant", 2], ["data-entry-clerk", 2], ["hr-coordinator", 1.5], ["receptionist", 1], ["office-manager", 1], ["staff-accountant", 1], ["customer-success-manager", 1], ["warehouse-associate", 1], ["production-associate", 0.8]],
    blurbs: [
      "a staffing and workforce solutions company",
      "a business process outsourcing company running contact centers",
      "a professional services firm for accounting and HR",
      "a facilities and business services company",
    ],
  },
];

const PLACE_WORDS = [
  "Northwind", "Blue Ridge", "Summit", "Harbor", "Cedar", "Pioneer", "Lakeside", "Riverbend", "Granite", "Prairie",
  "Evergreen", "Keystone", "Liberty", "Sterling", "Redwood", "Magnolia", "Cascade", "Heartland", "Ironwood", "Silver Creek",
  "Oak Valley", "Bayview", "Frontier", "Canyon", "Meridian", "Horizon", "Beacon", "Copper", "Sunrise", "Tidewater",
  "Clearwater", "Maple", "Aspen", "Stonebridge", "Highland", "Willow", "Pinecrest", "Brightwater", "Red Rock", "Golden Plains",
  "Three Rivers", "Eagle", "Falcon", "Harvest", "Timberline", "Coastal", "Bluebonnet", "Appalachian", "Great Lakes", "Ozark",
  "Sawtooth", "Cardinal", "Crescent", "Fairview", "Brookside", "Hillcrest", "Union", "Heritage", "Lone Star", "Mountain View",
  "Sandstone", "Sequoia", "Tri-County", "Valley", "Westfield", "Whitewater", "Yellowstone", "Bridgewater", "Chesapeake", "Palmetto",
  "Piedmont", "Sierra", "Big Sky", "Cornerstone", "Foxhollow", "Glacier", "Juniper", "Kestrel", "Lighthouse", "Northstar",
];

const FAMILY_NAMES = [
  "Anderson", "Brooks", "Carter", "Delgado", "Ellis", "Foster", "Garcia", "Hughes", "Iverson", "Jensen",
  "Kim", "Lawson", "Morales", "Nguyen", "Okafor", "Patel", "Quinn", "Reyes", "Sullivan", "Thompson",
  "Underwood", "Vasquez", "Whitaker", "Yamamoto", "Zimmerman", "Abbott", "Bishop", "Castillo", "Dunn", "Erickson",
  "Fitzgerald", "Gallagher", "Hayes", "Ingram", "Jacobs", "Keller", "Lindqvist", "McAllister", "Novak", "Olsen",
  "Pruitt", "Ramirez", "Schultz", "Tran", "Vaughn", "Walsh", "Becker", "Chen", "Donovan", "Franklin",
  "Harper", "Holloway", "Kowalski", "Mendoza", "Moreno", "Nakamura", "Obrien", "Park", "Russo", "Santos",
];

const SUFFIXES: [string, number][] = [["", 10], [" Inc.", 2], [" LLC", 2], [" Group", 1], [" Co.", 1]];

export const COMPANY_SIZES: [string, number][] = [
  ["1-10", 1], ["11-50", 3], ["51-200", 4], ["201-500", 3], ["501-1,000", 2], ["1,001-5,000", 2], ["5,001-10,000", 1], ["10,001+", 0.6],
];

/** A company name for an industry, optionally built on its headquarters city. */
export function companyName(rng: Prng, industry: Industry, hqCity: string): string {
  const noun = rng.pick(industry.nouns);
  const style = rng.weighted<"place" | "family" | "city" | "two-families">([["place", 5], ["family", 3], ["city", 2], ["two-families", 0.6]]);
  let base: string;
  if (style === "place") base = `${rng.pick(PLACE_WORDS)} ${noun}`;
  else if (style === "family") base = `${rng.pick(FAMILY_NAMES)} ${noun}`;
  else if (style === "city") base = `${hqCity} ${noun}`;
  else base = `${rng.pick(FAMILY_NAMES)} & ${rng.pick(FAMILY_NAMES)} ${noun}`;
  // Public bodies, hospitals, schools and banks do not end in "Inc." or "LLC".
  const suffix = /Inc\.|Co\.|LLC|Group|Union|Hospital|District|Schools|College|Academy|Bank|Insurance|Trust|Center|System/.test(noun) ? "" : rng.weighted(SUFFIXES);
  return `${base}${suffix}`;
}
