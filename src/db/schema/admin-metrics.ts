import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/*
 * The OKR dashboard's tables (issue 19, decision 058). Objectives with key results bound to a metric
 * of the admin metric catalogue (features/admin-metrics/server/metrics.ts, by key: the catalogue is
 * code, so a key is checked by the API, not by a foreign key), and the figures administrators record
 * by hand for the catalogue's Google Analytics metrics (one value per metric and UTC day).
 */
export const okrObjectives = pgTable(
  "okr_objectives",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    title: text("title").notNull(),
    /** Who answers for it, as text (a team or a person's name), at most 100 characters. */
    ownerName: text("owner_name").notNull().default(""),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    /** Inclusive. */
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("okr_objectives_period_idx").on(t.periodStart.desc()),
    check("okr_objectives_title_length", sql`char_length(${t.title}) between 1 and 150`),
    check("okr_objectives_owner_length", sql`char_length(${t.ownerName}) <= 100`),
    check("okr_objectives_period", sql`${t.periodEnd} >= ${t.periodStart} and ${t.periodEnd} - ${t.periodStart} < 366`),
  ],
);

export const OKR_DIRECTIONS = ["up", "down"] as const;
export type OkrDirection = (typeof OKR_DIRECTIONS)[number];

export const okrKeyResults = pgTable(
  "okr_key_results",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    objectiveId: uuid("objective_id")
      .notNull()
      .references(() => okrObjectives.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    metricKey: text("metric_key").notNull(),
    baseline: doublePrecision("baseline").notNull().default(0),
    target: doublePrecision("target").notNull(),
    direction: text("direction").$type<OkrDirection>().notNull().default("up"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("okr_key_results_objective_idx").on(t.objectiveId, t.position),
    check("okr_key_results_title_length", sql`char_length(${t.title}) between 1 and 150`),
    check("okr_key_results_metric_key_length", sql`char_length(${t.metricKey}) between 1 and 60`),
    check("okr_key_results_direction", sql`${t.direction} in ('up', 'down')`),
  ],
);

/** A figure read from Google Analytics and typed in by an administrator: a metric's value on one UTC day. */
export const adminMetricManualValues = pgTable(
  "admin_metric_manual_values",
  {
    metricKey: text("metric_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: doublePrecision("value").notNull(),
    recordedByUserId: uuid("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.metricKey, t.day] }), check("admin_metric_manual_values_value", sql`${t.value} >= 0`)],
);
