import { z } from "zod";
import { ADMIN_COMPANY_TABS, type AdminCompanyTab } from "@/lib/admin-routes";
import { RESERVED_COMPANY_SEGMENTS } from "@/lib/company-routes";
import { text } from "@/lib/text-schema";
import { invalidMessage, textField, tooLongMessage } from "@/lib/validation/fields";
import { ADMIN_COMPANY_MESSAGES as M } from "./messages";

/*
 * zod inputs of the admin companies pages and APIs (issue 19, decision 053), shared by the forms and
 * the route handlers. Limits follow the employer's company profile (employer-accounts COMPANY_LIMITS).
 */
export const ADMIN_COMPANY_LIMITS = {
  name: 120,
  slug: 80,
  description: 5000,
  website: 300,
  size: 40,
  headquarters: 120,
  query: 200,
} as const;
const L = ADMIN_COMPANY_LIMITS;

export const ADMIN_COMPANIES_PAGE_SIZE = 25;
export const ADMIN_COMPANY_SORTS = ["name", "jobs", "members", "created"] as const;
export type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];
export const TRI_STATES = ["yes", "no"] as const;
export type TriState = (typeof TRI_STATES)[number] | "";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const triState = z.enum(TRI_STATES).optional().catch(undefined).transform((v): TriState => v ?? "");

/**
 * /admin/companies?q=&verified=&featured=&claimed=&category=&sort=&dir=&page=: anything malformed
 * falls back to its default (the list never errors on a hand-edited URL).
 */
export const adminCompaniesQuerySchema = z.object({
  q: text()
    .optional()
    .catch(undefined)
    .transform((v) => (v ?? "").trim().slice(0, L.query)),
  verified: triState,
  featured: triState,
  claimed: triState,
  category: z.uuid().optional().catch(undefined).transform((v) => v ?? ""),
  sort: z.enum(ADMIN_COMPANY_SORTS).optional().catch(undefined).transform((v): AdminCompanySort => v ?? "name"),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined).transform((v) => v ?? 1),
});
export type AdminCompaniesQuery = Omit<z.infer<typeof adminCompaniesQuerySchema>, "dir"> & { dir: "asc" | "desc" };

/** The default direction of each sort: names A-Z, the biggest and newest first. */
export function defaultDir(sort: AdminCompanySort): "asc" | "desc" {
  return sort === "name" ? "asc" : "desc";
}

export function parseAdminCompaniesQuery(raw: Record<string, string | string[] | undefined>): AdminCompaniesQuery {
  const single = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? v : undefined]));
  const parsed = adminCompaniesQuerySchema.parse(single);
  return { ...parsed, dir: parsed.dir ?? defaultDir(parsed.sort) };
}

/** Rows a page of the Postings (each of its two lists) and Requisitions tabs shows. */
export const COMPANY_TAB_PAGE_SIZE = 25;

/** ?page= (and ?ipage=, the imported jobs' page): a whole number from 1; anything else is page 1. */
export function parseTabPage(value: string | string[] | undefined): number {
  const n = typeof value === "string" && /^\d{1,7}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}

/** ?activeTab=: one of the tabs; anything else (or nothing) is the details tab. */
export function parseCompanyTab(value: unknown): AdminCompanyTab {
  return typeof value === "string" && (ADMIN_COMPANY_TABS as readonly string[]).includes(value) ? (value as AdminCompanyTab) : "details";
}

export const slugField = text({ error: invalidMessage("address") })
  .trim()
  .toLowerCase()
  .min(1, { error: invalidMessage("address"), abort: true })
  .max(L.slug, { error: tooLongMessage("Address", L.slug), abort: true })
  .regex(SLUG_PATTERN, { error: M.slugInvalid })
  .refine((v) => !(RESERVED_COMPANY_SEGMENTS as readonly string[]).includes(v), { error: M.slugInvalid });

/** An http(s) address as typed; "" clears it. */
export const adminWebsiteField = textField("Website", L.website).refine((v) => {
  if (v === "") return true;
  const url = URL.parse(v);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !/\s/.test(v);
}, invalidMessage("Website (https://...)"));

const categoryField = z.union([z.uuid({ error: M.categoryUnknown }), z.literal("")], { error: M.categoryUnknown });

/** PATCH /api/admin/companies/[id]: the details tab's form (every field, as the form sends them). */
export const updateAdminCompanySchema = z.strictObject({
  name: textField("Company name", L.name, { required: true }),
  slug: slugField,
  website: adminWebsiteField,
  description: textField("Description", L.description),
  size: textField("Company size", L.size),
  headquarters: textField("Headquarters", L.headquarters),
  categoryId: categoryField,
});
export type UpdateAdminCompanyInput = z.input<typeof updateAdminCompanySchema>;
export type UpdateAdminCompanyValues = z.output<typeof updateAdminCompanySchema>;

/** POST /api/admin/companies: a new company (the slug comes from the name unless typed). */
export const createAdminCompanySchema = z.strictObject({
  name: textField("Company name", L.name, { required: true }),
  slug: slugField,
  website: adminWebsiteField,
  description: textField("Description", L.description),
  categoryId: categoryField,
});
export type CreateAdminCompanyInput = z.input<typeof createAdminCompanySchema>;
export type CreateAdminCompanyValues = z.output<typeof createAdminCompanySchema>;

/** POST /api/admin/companies/[id]/status: verify/unverify, feature/unfeature (at least one). */
export const companyStatusSchema = z
  .strictObject({ verified: z.boolean().optional(), featured: z.boolean().optional() })
  .refine((v) => v.verified !== undefined || v.featured !== undefined, { message: "Say what to change: verified or featured." });
export type CompanyStatusInput = z.infer<typeof companyStatusSchema>;

/** GET/POST /api/admin/companies/[id]/merge: the duplicate to fold into this company. */
export const mergeCompanySchema = z.strictObject({ duplicateId: z.uuid({ error: "Choose the duplicate company." }) });
export const mergePreviewQuerySchema = z.object({ duplicateId: z.uuid({ error: "Choose the duplicate company." }) });

/** GET /api/admin/companies?q=: the merge picker's search. */
export const companyPickerQuerySchema = z.object({
  q: text().trim().max(L.query, tooLongMessage("Search", L.query)).default(""),
  exclude: z.uuid().optional(),
});
