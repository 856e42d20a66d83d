import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { applications } from "./applications";
import { companyRef, createdAt, len, updatedAt } from "./employer-columns";
import { jobPostings } from "./employers";
import type { SalaryPeriod } from "./jobs";

/*
 * Requisitions (issue 17 part 4, flag requisitions, decision 044): a company's approved need to hire,
 * with its hiring team, approvers who approve in order, linked postings and the hires that fill its
 * openings. The trackers (hiring-tracker, requisition-tracker) read these tables and the applicant
 * tracking ones; they have no tables of their own.
 */

export const REQUISITION_STATUSES = ["draft", "pending-approval", "open", "on-hold", "filled", "cancelled"] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

const actorRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

export const requisitions = pgTable(
  "requisitions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    /** The company's own running number (shown as REQ-{number}). */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    department: text("department").notNull().default(""),
    location: text("location").notNull().default(""),
    openings: smallint("openings").notNull().default(1),
    /** Openings filled so far (the number of requisition_hires rows, kept with them). */
    filledCount: smallint("filled_count").notNull().default(0),
    targetStartDate: date("target_start_date"),
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    salaryPeriod: text("salary_period").$type<SalaryPeriod>(),
    salaryCurrency: text("salary_currency").notNull().default("USD"),
    /** Why the role is needed, for the approvers. */
    justification: text("justification").notNull().default(""),
    status: text("status").$type<RequisitionStatus>().notNull().default("draft"),
    createdByUserId: actorRef("created_by_user_id"),
    /** The member responsible (hiring manager); null once they leave. */
    ownerUserId: actorRef("owner_user_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    filledAt: timestamp("filled_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("requisitions_company_number_idx").on(t.companyId, t.number),
    index("requisitions_company_status_idx").on(t.companyId, t.status, t.updatedAt.desc()),
    check("requisitions_status", sql`${t.status} in ('draft', 'pending-approval', 'open', 'on-hold', 'filled', 'cancelled')`),
    check("requisitions_title_length", sql`char_length(${t.title}) between 1 and 120`),
    len("requisitions_department_length", t.department, 80),
    len("requisitions_location_length", t.location, 100),
    len("requisitions_justification_length", t.justification, 2000),
    check("requisitions_openings_range", sql`${t.openings} between 1 and 500`),
    check("requisitions_filled_range", sql`${t.filledCount} between 0 and ${t.openings}`),
    check("requisitions_salary_range", sql`${t.salaryMinCents} is null or ${t.salaryMaxCents} is null or ${t.salaryMinCents} <= ${t.salaryMaxCents}`),
    check("requisitions_salary_period", sql`${t.salaryPeriod} is null or ${t.salaryPeriod} in ('hour', 'year')`),
  ],
);

export const REQUISITION_TEAM_ROLES = ["hiring-manager", "recruiter", "interviewer", "coordinator"] as const;
export type RequisitionTeamRole = (typeof REQUISITION_TEAM_ROLES)[number];

/** The hiring team of a requisition (company members). */
export const requisitionTeam = pgTable(
  "requisition_team",
  {
    requisitionId: uuid("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<RequisitionTeamRole>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requisitionId, t.userId] }),
    check("requisition_team_role", sql`${t.role} in ('hiring-manager', 'recruiter', 'interviewer', 'coordinator')`),
  ],
);

export const APPROVAL_DECISIONS = ["pending", "approved", "rejected"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Approvers in order: the one at the lowest pending position decides next. */
export const requisitionApprovers = pgTable(
  "requisition_approvers",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requisitionId: uuid("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    decision: text("decision").$type<ApprovalDecision>().notNull().default("pending"),
    comment: text("comment").notNull().default(""),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("requisition_approvers_position_idx").on(t.requisitionId, t.position),
    uniqueIndex("requisition_approvers_user_idx").on(t.requisitionId, t.userId),
    index("requisition_approvers_pending_idx").on(t.userId).where(sql`${t.decision} = 'pending'`),
    check("requisition_approvers_decision", sql`${t.decision} in ('pending', 'approved', 'rejected')`),
    len("requisition_approvers_comment_length", t.comment, 1000),
  ],
);

/** Postings opened for a requisition (a posting serves at most one requisition). */
export const requisitionPostings = pgTable(
  "requisition_postings",
  {
    requisitionId: uuid("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    postingId: uuid("posting_id")
      .notNull()
      .unique()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requisitionId, t.postingId] })],
);

/** A filled opening: who was hired (an applicant of a linked posting, or named by hand) and when. */
export const requisitionHires = pgTable(
  "requisition_hires",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requisitionId: uuid("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** The hire's name as recorded (kept when the application or account goes). */
    hireName: text("hire_name").notNull(),
    filledAt: timestamp("filled_at", { withTimezone: true }).notNull().defaultNow(),
    recordedByUserId: actorRef("recorded_by_user_id"),
  },
  (t) => [
    index("requisition_hires_requisition_idx").on(t.requisitionId, t.filledAt),
    uniqueIndex("requisition_hires_application_idx").on(t.applicationId).where(sql`${t.applicationId} is not null`),
    check("requisition_hires_name_length", sql`char_length(${t.hireName}) between 1 and 120`),
  ],
);

export const REQUISITION_ACTIVITY_KINDS = ["created", "edited", "submitted", "approved", "rejected", "status", "linked", "unlinked", "hire", "hire-removed"] as const;
export type RequisitionActivityKind = (typeof REQUISITION_ACTIVITY_KINDS)[number];

/** A requisition's history (status changes with { from, to }; approvals; links; hires). */
export const requisitionActivity = pgTable(
  "requisition_activity",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requisitionId: uuid("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    actorUserId: actorRef("actor_user_id"),
    kind: text("kind").$type<RequisitionActivityKind>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("requisition_activity_requisition_idx").on(t.requisitionId, t.createdAt),
    check(
      "requisition_activity_kind",
      sql`${t.kind} in ('created', 'edited', 'submitted', 'approved', 'rejected', 'status', 'linked', 'unlinked', 'hire', 'hire-removed')`,
    ),
  ],
);
