import { REQUISITION_STATUS_LABELS } from "./labels";
import type { CsvCell } from "./csv";
import { percent, roundDays } from "./stats";
import type { HiringTracker, HiringTrackerCompanyRow, RequisitionTracker, RequisitionTrackerCompanyRow } from "./types";
import type { HiringTrackerTableName, RequisitionTrackerTableName } from "./schemas";

/*
 * Every tracker table as plain rows (decision 046): the page renders these and the CSV routes write
 * them, so a download holds exactly the rows on the screen. Days are rounded to one decimal,
 * percentages too; dates are UTC days (YYYY-MM-DD); an empty cell is null.
 */
export type TrackerColumn = { label: string; numeric?: boolean };
export type TrackerTable = { name: string; title: string; columns: TrackerColumn[]; rows: CsvCell[][]; empty: string };

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const num = (label: string): TrackerColumn => ({ label, numeric: true });
const DEPT_NONE = "(No department)";
const dept = (d: string) => d || DEPT_NONE;
const req = (n: number) => `REQ-${n}`;

export function requisitionTable(t: RequisitionTracker, name: RequisitionTrackerTableName): TrackerTable {
  switch (name) {
    case "status":
      return {
        name,
        title: "Requisitions by status",
        columns: [{ label: "Status" }, num("Requisitions"), num("Openings"), num("Filled")],
        rows: t.byStatus.map((s) => [REQUISITION_STATUS_LABELS[s.status], s.requisitions, s.openings, s.filled]),
        empty: "No requisitions yet.",
      };
    case "open-requisitions":
      return {
        name,
        title: "Requisitions open now",
        columns: [{ label: "Requisition" }, { label: "Title" }, { label: "Department" }, num("Openings"), num("Filled"), { label: "Opened" }, num("Days open")],
        rows: t.open.map((o) => [req(o.number), o.title, dept(o.department), o.openings, o.filled, day(o.openedAt), roundDays(o.ageDays)]),
        empty: "No requisition is open now.",
      };
    case "time-to-fill":
      return {
        name,
        title: "Time to fill, per hire",
        columns: [{ label: "Requisition" }, { label: "Title" }, { label: "Department" }, { label: "Hire" }, { label: "Opened" }, { label: "Filled" }, num("Days to fill")],
        rows: t.hires.map((h) => [req(h.number), h.title, dept(h.department), h.hireName, day(h.openedAt), day(h.filledAt), roundDays(h.days)]),
        empty: "No openings were filled in this period.",
      };
    case "by-requisition":
      return {
        name,
        title: "Time to fill by requisition",
        columns: [{ label: "Requisition" }, { label: "Title" }, { label: "Department" }, num("Hires"), num("Median days"), num("Mean days")],
        rows: t.byRequisition.map((r) => [req(r.number), r.title, dept(r.department), r.summary.count, roundDays(r.summary.medianDays), roundDays(r.summary.meanDays)]),
        empty: "No openings were filled in this period.",
      };
    case "by-department":
      return {
        name,
        title: "Time to fill by department",
        columns: [{ label: "Department" }, num("Hires"), num("Median days"), num("Mean days")],
        rows: t.byDepartment.map((d) => [dept(d.department), d.summary.count, roundDays(d.summary.medianDays), roundDays(d.summary.meanDays)]),
        empty: "No openings were filled in this period.",
      };
    case "time-in-status":
      return {
        name,
        title: "Days in each status",
        columns: [{ label: "Status" }, num("Stays"), num("Median days"), num("Mean days")],
        rows: t.timeInStatus.map((s) => [REQUISITION_STATUS_LABELS[s.status], s.stays, roundDays(s.medianDays), roundDays(s.meanDays)]),
        empty: "No requisitions yet.",
      };
    case "hires-over-time":
      return {
        name,
        title: `Hires by ${t.range.interval}`,
        columns: [{ label: t.range.interval === "month" ? "Month" : "Week" }, { label: "Starts" }, num("Hires")],
        rows: t.hiresOverTime.map((p) => [p.label, p.period, p.count]),
        empty: "No period to show.",
      };
  }
}

export function hiringTable(t: HiringTracker, name: HiringTrackerTableName): TrackerTable {
  switch (name) {
    case "funnel":
      return {
        name,
        title: "Funnel by stage",
        columns: [{ label: "Stage" }, num("Reached"), num("In stage now"), num("Conversion from previous (%)")],
        rows: t.funnel.stages.map((s) => [s.name, s.reached, s.now, s.conversion === null ? null : Math.round(s.conversion * 1000) / 10]),
        empty: "No stages.",
      };
    case "funnel-by-posting": {
      const stages = t.funnel.stages;
      const hired = stages.findIndex((s) => s.kind === "hired");
      return {
        name,
        title: "Funnel by posting",
        columns: [{ label: "Posting" }, ...stages.map((s) => num(`Reached ${s.name}`)), num("Applied to hired (%)")],
        rows: t.byPosting.map((p) => [
          p.title,
          ...p.funnel.stages.map((s) => s.reached),
          hired >= 0 ? percent(p.funnel.stages[hired]!.reached, p.funnel.stages[0]?.reached ?? 0) : null,
        ]),
        empty: "No applications were sent in this period.",
      };
    }
    case "time-in-stage":
      return {
        name,
        title: "Days in each stage",
        columns: [{ label: "Stage" }, num("Stays"), num("Median days"), num("Mean days")],
        rows: t.timeInStage.map((s) => [s.name, s.stays, roundDays(s.medianDays), roundDays(s.averageDays)]),
        empty: "No stages.",
      };
    case "hires-over-time":
      return {
        name,
        title: `Hires by ${t.range.interval}`,
        columns: [{ label: t.range.interval === "month" ? "Month" : "Week" }, { label: "Starts" }, num("Hires")],
        rows: t.hiresOverTime.map((p) => [p.label, p.period, p.count]),
        empty: "No period to show.",
      };
  }
}

export function requisitionCompaniesTable(rows: RequisitionTrackerCompanyRow[]): TrackerTable {
  return {
    name: "companies",
    title: "Requisitions by company",
    columns: [{ label: "Company" }, num("Open requisitions"), num("Openings"), num("Filled"), num("Hires in period"), num("Median days to fill"), num("Mean days to fill")],
    rows: rows.map((r) => [r.companyName, r.openRequisitions, r.openings, r.filled, r.timeToFill.count, roundDays(r.timeToFill.medianDays), roundDays(r.timeToFill.meanDays)]),
    empty: "No company has requisitions yet.",
  };
}

export function hiringCompaniesTable(rows: HiringTrackerCompanyRow[]): TrackerTable {
  return {
    name: "companies",
    title: "Hiring by company",
    columns: [{ label: "Company" }, num("Applications"), num("Moved past Applied"), num("Reached Hired"), num("Applied to hired (%)"), num("Hires in period"), num("Median days in a stage")],
    rows: rows.map((r) => [r.companyName, r.applications, r.movedOn, r.hired, percent(r.hired, r.applications), r.hiresInPeriod, roundDays(r.medianDaysInStage)]),
    empty: "No applications or hires in this period.",
  };
}
