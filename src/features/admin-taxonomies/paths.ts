import { ADMIN_CATEGORIES_PATH, ADMIN_JOB_ROLES_PATH, ADMIN_SKILLS_PATH } from "@/lib/admin-routes";
import type { CategoriesQuery, JobRolesQuery, SkillsQuery } from "./schemas";

/* The taxonomy pages' URLs with their query strings, and the API paths their forms call. */

function withQuery(path: string, params: Record<string, string | number | undefined>, defaults: Record<string, string | number>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === "" || defaults[k] === v) continue;
    qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

export function adminCategoriesPath(q: Partial<CategoriesQuery> = {}): string {
  return withQuery(ADMIN_CATEGORIES_PATH, { type: q.type, q: q.q }, {});
}

export function adminJobRolesPath(q: Partial<JobRolesQuery> = {}): string {
  return withQuery(ADMIN_JOB_ROLES_PATH, { q: q.q, category: q.category, status: q.status, sort: q.sort, dir: q.dir, page: q.page }, { status: "all", sort: "title", dir: "asc", page: 1 });
}

export function adminSkillsPath(q: Partial<SkillsQuery> = {}): string {
  return withQuery(ADMIN_SKILLS_PATH, { q: q.q, category: q.category, status: q.status, sort: q.sort, dir: q.dir, page: q.page }, { status: "all", sort: "name", dir: "asc", page: 1 });
}

const API = "/admin/taxonomies";
const id = (v: string) => encodeURIComponent(v);
export const TAXONOMY_API = {
  categoryTypes: `${API}/category-types`,
  categoryType: (v: string) => `${API}/category-types/${id(v)}`,
  categories: `${API}/categories`,
  category: (v: string) => `${API}/categories/${id(v)}`,
  categoryMove: (v: string) => `${API}/categories/${id(v)}/move`,
  jobRoles: `${API}/job-roles`,
  jobRole: (v: string) => `${API}/job-roles/${id(v)}`,
  jobRoleActive: (v: string) => `${API}/job-roles/${id(v)}/active`,
  skills: `${API}/skills`,
  skill: (v: string) => `${API}/skills/${id(v)}`,
  skillRetired: (v: string) => `${API}/skills/${id(v)}/retired`,
} as const;
