/*
 * Curated occupations for the demo and benchmark job sets: ten categories with subcategories, about
 * forty-five occupations with realistic titles, pay ranges (US dollars, hourly or yearly, roughly in
 * line with published US wage data), employment types, a share of remote postings and the sentences
 * their descriptions are assembled from. No occupation taxonomy ships on npm, so this is hand-written.
 */
import type { CategorySeed, Occupation } from "./occupation-types";
import { HEALTHCARE_OCCUPATIONS } from "./occupations/healthcare";
import { TECHNOLOGY_OCCUPATIONS } from "./occupations/technology";
import { SKILLED_TRADES_OCCUPATIONS } from "./occupations/skilled-trades";
import { TRANSPORTATION_LOGISTICS_OCCUPATIONS } from "./occupations/transportation-logistics";
import { RETAIL_HOSPITALITY_OCCUPATIONS } from "./occupations/retail-hospitality";
import { EDUCATION_OCCUPATIONS } from "./occupations/education";
import { FINANCE_OCCUPATIONS } from "./occupations/finance";
import { MANUFACTURING_OCCUPATIONS } from "./occupations/manufacturing";
import { CUSTOMER_SERVICE_OCCUPATIONS } from "./occupations/customer-service";
import { ADMINISTRATIVE_OCCUPATIONS } from "./occupations/administrative";

export type { CategorySeed, Occupation, PayRange } from "./occupation-types";

export const JOB_CATEGORIES: CategorySeed[] = [
  { name: "Healthcare", description: "Nursing, patient care, allied health and pharmacy jobs.", subcategories: ["Nursing", "Patient Care", "Allied Health", "Pharmacy"] },
  { name: "Technology", description: "Software, IT support, data and security jobs.", subcategories: ["Software Development", "IT Support", "Data & Analytics", "Cybersecurity"] },
  { name: "Skilled Trades", description: "Electrical, HVAC, plumbing, construction and maintenance jobs.", subcategories: ["Electrical", "HVAC", "Plumbing", "Construction", "Maintenance"] },
  { name: "Transportation & Logistics", description: "Driving, warehouse and supply chain jobs.", subcategories: ["Driving", "Warehouse", "Supply Chain"] },
  { name: "Retail & Hospitality", description: "Store, restaurant and hotel jobs.", subcategories: ["Retail Sales", "Store Management", "Food Service", "Hotels"] },
  { name: "Education", description: "Teaching, early childhood and classroom support jobs.", subcategories: ["Teaching", "Early Childhood", "Classroom Support"] },
  { name: "Finance", description: "Banking, accounting and insurance jobs.", subcategories: ["Banking", "Accounting", "Insurance", "Lending"] },
  { name: "Manufacturing", description: "Production, machining, welding and quality jobs.", subcategories: ["Production", "Machining & Welding", "Quality"] },
  { name: "Customer Service", description: "Contact center and customer success jobs.", subcategories: ["Contact Center", "Customer Success"] },
  { name: "Administrative", description: "Office support, reception and human resources jobs.", subcategories: ["Office Support", "Reception", "Human Resources"] },
];

/** Every curated occupation, category by category (the order feeds the seeded generator). */
export const OCCUPATIONS: Occupation[] = [
  ...HEALTHCARE_OCCUPATIONS,
  ...TECHNOLOGY_OCCUPATIONS,
  ...SKILLED_TRADES_OCCUPATIONS,
  ...TRANSPORTATION_LOGISTICS_OCCUPATIONS,
  ...RETAIL_HOSPITALITY_OCCUPATIONS,
  ...EDUCATION_OCCUPATIONS,
  ...FINANCE_OCCUPATIONS,
  ...MANUFACTURING_OCCUPATIONS,
  ...CUSTOMER_SERVICE_OCCUPATIONS,
  ...ADMINISTRATIVE_OCCUPATIONS,
];

export function occupationByKey(key: string): Occupation {
  const o = OCCUPATIONS.find((x) => x.key === key);
  if (!o) throw new Error(`unknown occupation ${key}`);
  return o;
}
