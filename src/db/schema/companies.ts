import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { categories } from "./categories";

/**
 * Employers. Resolved by slug by the jobs importer (created on first sight). category_id points to a
 * category of type "companies" (/companies/category/{slug}); featured companies head /companies.
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    description: text("description"),
    size: text("size"),
    website: text("website"),
    headquarters: text("headquarters"),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    /** The logo uploaded by the company (upload module key; logo_url then points at the logo route). */
    logoKey: text("logo_key"),
    /** Where the company works, as the company wrote them ("Austin, TX"), at most 20 (issue 16). */
    locations: text("locations").array().notNull().default(sql`'{}'::text[]`),
    /** When an employer account first took the company over (created it or became its owner). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** When an administrator verified the company (issue 19: a "Verified" badge on /companies); null: not verified. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedByUserId: uuid("verified_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_name_idx").on(t.name),
    // Directory by first letter (/companies/browse/{x}): lower(name) LIKE 'a%'.
    index("companies_lower_name_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    // Typo-tolerant company suggestions (similarity / % with pg_trgm).
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("companies_category_idx").on(t.categoryId),
  ],
);

/**
 * The company roles (issue 16, decision 038): what a member may do is `lib/auth/company-access.ts`'s
 * one table. An owner manages the company, its members and settings; hiring managers and recruiters
 * post jobs and move applicants; interviewers read applicants, write notes, ratings and scorecards.
 */
export const COMPANY_ROLES = ["owner", "hiring-manager", "recruiter", "interviewer"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An employer user belongs to one or more companies with a company role. */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberRole: text("member_role").$type<CompanyRole>().notNull().default("interviewer"),
    /** The member's job title at the company (shown to the team), at most 100 characters. */
    jobTitle: text("job_title").notNull().default(""),
    /**
     * The hiring dashboard's "new since your last visit": applications after dashboard_since are new;
     * a visit more than 30 minutes after dashboard_seen_at moves dashboard_since up to it.
     */
    dashboardSeenAt: timestamp("dashboard_seen_at", { withTimezone: true }),
    dashboardSince: timestamp("dashboard_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index("company_members_user_idx").on(t.userId),
    check("company_members_role", sql`${t.memberRole} in ('owner', 'hiring-manager', 'recruiter', 'interviewer')`),
    check("company_members_job_title_length", sql`char_length(${t.jobTitle}) <= 100`),
  ],
);
