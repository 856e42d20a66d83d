import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { skills } from "./skills";

/*
 * The candidate profile (issue 14 part 2, decision 024): one row of personal information per user,
 * ordered lists of jobs and schools, and the person's skills as slugs of the curated vocabulary.
 * Every text column has a length check matching CANDIDATE_LIMITS in
 * features/candidate-profile/schemas.ts (the zod schemas the forms and handlers share); a test
 * writes a value of each maximum length. Empty optional text is "" (as the field helpers give it),
 * empty years and months are null. Rows go with their user (cascade).
 */
const len = (name: string, column: unknown, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);

export const candidateProfiles = pgTable(
  "candidate_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    headline: text("headline").notNull().default(""),
    summary: text("summary").notNull().default(""),
    /** 10 digits or "" (spec 5: stored as digits, shown as (xxx) xxx-xxxx). */
    phone: text("phone").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    remoteOnly: boolean("remote_only").notNull().default(false),
    yearsOfExperience: smallint("years_of_experience"),
    /** One of WORK_AUTHORIZATIONS' values, or "" when not said. */
    workAuthorization: text("work_authorization").notNull().default(""),
    /** Public to employers (issue 14 part 7); private until the person says otherwise. */
    discoverable: boolean("discoverable").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    len("candidate_profiles_first_name_length", t.firstName, 50),
    len("candidate_profiles_last_name_length", t.lastName, 50),
    len("candidate_profiles_headline_length", t.headline, 120),
    len("candidate_profiles_summary_length", t.summary, 2000),
    check("candidate_profiles_phone_format", sql`${t.phone} ~ '^([0-9]{10})?$'`),
    check("candidate_profiles_postal_code_format", sql`${t.postalCode} ~ '^([0-9]{5})?$'`),
    len("candidate_profiles_city_length", t.city, 80),
    len("candidate_profiles_state_length", t.state, 50),
    check("candidate_profiles_years_range", sql`${t.yearsOfExperience} between 0 and 99`),
    len("candidate_profiles_work_authorization_length", t.workAuthorization, 40),
  ],
);

export const workHistory = pgTable(
  "work_history",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    employer: text("employer").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    startMonth: smallint("start_month"),
    startYear: smallint("start_year"),
    endMonth: smallint("end_month"),
    endYear: smallint("end_year"),
    isCurrent: boolean("is_current").notNull().default(false),
    description: text("description").notNull().default(""),
    /** The person's order, 0 first; rewritten whole on reorder. */
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("work_history_user_position_idx").on(t.userId, t.position),
    len("work_history_employer_length", t.employer, 100),
    len("work_history_title_length", t.title, 100),
    len("work_history_location_length", t.location, 100),
    len("work_history_description_length", t.description, 2000),
    check("work_history_months", sql`${t.startMonth} between 1 and 12 and ${t.endMonth} between 1 and 12`),
  ],
);

export const education = pgTable(
  "education",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    degree: text("degree").notNull().default(""),
    fieldOfStudy: text("field_of_study").notNull().default(""),
    startYear: smallint("start_year"),
    endYear: smallint("end_year"),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("education_user_position_idx").on(t.userId, t.position),
    len("education_school_length", t.school, 150),
    len("education_degree_length", t.degree, 100),
    len("education_field_of_study_length", t.fieldOfStudy, 100),
  ],
);

export const candidateSkills = pgTable(
  "candidate_skills",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    skillSlug: text("skill_slug")
      .notNull()
      .references(() => skills.slug, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillSlug] }), index("candidate_skills_skill_idx").on(t.skillSlug)],
);
