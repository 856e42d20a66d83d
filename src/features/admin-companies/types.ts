import type { CompanyRole } from "@/db/schema/companies";

/* Output shapes of the admin companies reads and APIs (plain objects; dates as Date on the server). */

export type AdminCompanyRow = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  website: string | null;
  categoryName: string | null;
  featured: boolean;
  verified: boolean;
  claimed: boolean;
  openJobs: number;
  members: number;
  createdAt: Date;
};

export type AdminCompaniesPage = { rows: AdminCompanyRow[]; total: number; page: number; pageSize: number; pageCount: number };

export type AdminCompanyDetail = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  website: string | null;
  description: string | null;
  size: string | null;
  headquarters: string | null;
  categoryId: string | null;
  categoryName: string | null;
  featured: boolean;
  verifiedAt: Date | null;
  verifiedByName: string | null;
  claimedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  openJobs: number;
  members: number;
  domains: string[];
  oldSlugs: string[];
};

export type AdminCompanyMember = { userId: string; name: string; email: string; role: CompanyRole; jobTitle: string; joinedAt: Date };

export type AdminCompanyPosting = {
  id: string;
  title: string;
  /** "posting": written by the company's members (job_postings); "imported": from a feed (jobs). */
  kind: "posting" | "imported";
  status: string;
  source: string;
  updatedAt: Date;
};

export type AdminCompanyRequisition = { id: string; number: number; title: string; status: string; openings: number; filled: number; updatedAt: Date };

export type AdminCompanyActivity = { id: string; action: string; actorName: string | null; summary: string; createdAt: Date };

export type CompanyOption = { id: string; name: string; slug: string; openJobs: number; members: number };

/** What a merge moves, table by table (the preview and the audit event). */
export type MergeCounts = Record<string, number>;
export type MergePreview = {
  survivor: CompanyOption;
  duplicate: CompanyOption;
  /** Rows of the duplicate per table (only tables with rows), in the table plan's order. */
  counts: { table: string; label: string; rows: number }[];
  /** Rows that meet a row of the survivor on a unique key, and what happens to them. */
  conflicts: { table: string; label: string; rows: number; resolution: string }[];
};
export type MergeResult = { survivorId: string; duplicateId: string; moved: MergeCounts; resolved: MergeCounts };
