import "server-only";
import type { z } from "zod";
import type { Db } from "@/db/client";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { csvFileName, toCsv } from "../csv";
import type { adminHiringCsvQuerySchema, adminRequisitionCsvQuerySchema, hiringCsvQuerySchema, requisitionCsvQuerySchema } from "../schemas";
import { hiringCompaniesTable, hiringTable, requisitionCompaniesTable, requisitionTable, type TrackerTable } from "../tables";
import type { TrackerRange } from "../types";
import { getAdminHiringTracker, getAdminRequisitionTracker, getHiringTracker, getRequisitionTracker } from "./queries";

/*
 * The trackers' CSV downloads (decision 046): one table of a tracker, the rows the page shows, as an
 * RFC 4180 file in UTF-8 with a header row, formula-looking cells guarded, sent as an attachment named
 * after the company, the tracker, the table and the period. Authorization is the reads' own.
 */
function csvResponse(table: TrackerTable, owner: string, tracker: string, range: TrackerRange): Response {
  const body = toCsv(
    table.columns.map((c) => c.label),
    table.rows,
  );
  const name = csvFileName([owner, tracker, table.name, range.slug]);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export async function requisitionTrackerCsv(db: Db, actor: CompanyActor, companyId: string, query: z.infer<typeof requisitionCsvQuerySchema>, now: Date) {
  const tracker = await getRequisitionTracker(db, actor, companyId, query, now);
  return csvResponse(requisitionTable(tracker, query.table), tracker.company.name, "requisition-tracker", tracker.range);
}

export async function hiringTrackerCsv(db: Db, actor: CompanyActor, companyId: string, query: z.infer<typeof hiringCsvQuerySchema>, now: Date) {
  const tracker = await getHiringTracker(db, actor, companyId, query, now);
  return csvResponse(hiringTable(tracker, query.table), tracker.company.name, "hiring-tracker", tracker.range);
}

const needsCompany = () => new AppError("BAD_REQUEST", "Choose a company to download this table; without one only the companies table is available.");

export async function adminRequisitionTrackerCsv(db: Db, actor: CompanyActor, query: z.infer<typeof adminRequisitionCsvQuerySchema>, now: Date) {
  if (query.table !== "companies" && !query.company) throw needsCompany();
  const admin = await getAdminRequisitionTracker(db, actor, query, now);
  if (query.table === "companies" || !admin.detail) return csvResponse(requisitionCompaniesTable(admin.companies), "all-companies", "requisition-tracker", admin.range);
  return csvResponse(requisitionTable(admin.detail, query.table), admin.detail.company.name, "requisition-tracker", admin.range);
}

export async function adminHiringTrackerCsv(db: Db, actor: CompanyActor, query: z.infer<typeof adminHiringCsvQuerySchema>, now: Date) {
  if (query.table !== "companies" && !query.company) throw needsCompany();
  const admin = await getAdminHiringTracker(db, actor, query, now);
  if (query.table === "companies" || !admin.detail) return csvResponse(hiringCompaniesTable(admin.companies), "all-companies", "hiring-tracker", admin.range);
  return csvResponse(hiringTable(admin.detail, query.table), admin.detail.company.name, "hiring-tracker", admin.range);
}
