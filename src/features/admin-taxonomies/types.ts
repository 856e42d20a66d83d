/* Admin taxonomies (decision 054): the rows the pages show. */

/** Category type slugs the code names (browse routes, search, the importer, companies): never renamed or deleted. */
export const CODE_CATEGORY_TYPES = ["jobs", "companies"] as const;

export type CategoryTypeRow = { id: string; slug: string; name: string; topLevel: number; subcategories: number; inCode: boolean };

export type CategoryNode = {
  id: string;
  typeId: string;
  parentId: string | null;
  slug: string;
  name: string;
  description: string | null;
  sortOrder: number;
  /** Open and closed jobs, employer postings and companies filed here. */
  jobs: number;
  postings: number;
  companies: number;
  children: CategoryNode[];
  /** The public browse URL, where the type has one. */
  browseHref: string | null;
};

export type JobRoleRow = {
  id: string;
  slug: string;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  subcategoryId: string | null;
  subcategoryName: string | null;
  aliases: string[];
  description: string;
  active: boolean;
  updatedAt: Date;
};

export type SkillAdminRow = {
  id: string;
  slug: string;
  name: string;
  category: string;
  aliases: string[];
  retiredAt: Date | null;
  editedAt: Date | null;
  updatedAt: Date;
};

export type Option = { value: string; label: string };
