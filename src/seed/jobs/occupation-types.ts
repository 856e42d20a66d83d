import type { EmploymentType } from "@/db/schema";

/* Shapes and employment-type mixes shared by the curated occupation tables in occupations/. */
export type PayRange = { period: "hour" | "year"; min: number; max: number };

export type Occupation = {
  key: string;
  category: string;
  subcategory: string;
  titles: string[];
  pay: PayRange;
  types: [EmploymentType, number][];
  /** Share of this occupation's postings that are remote. */
  remote: number;
  summary: string[];
  duties: string[];
  requirements: string[];
};

export type CategorySeed = { name: string; description: string; subcategories: string[] };

export const FT: [EmploymentType, number][] = [["full-time", 1]];
export const FT_PT: [EmploymentType, number][] = [["full-time", 7], ["part-time", 3]];
export const HOURLY_MIX: [EmploymentType, number][] = [["full-time", 6], ["part-time", 3], ["temporary", 1]];
export const CARE_MIX: [EmploymentType, number][] = [["full-time", 6], ["part-time", 2], ["per-diem", 2]];
export const TECH_MIX: [EmploymentType, number][] = [["full-time", 8], ["contract", 2]];
