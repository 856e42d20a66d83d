import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import type { CompanyActor } from "@/lib/auth/company-access";
import { adminTrackerCsvPath, adminTrackerPath, type TrackerKind } from "../paths";
import { readTrackerQuery } from "../read-query";
import { getAdminHiringTracker, getAdminRequisitionTracker, getTrackerCompanies, getTrackerFilterOptions } from "../server/queries";
import { hiringCompaniesTable, requisitionCompaniesTable } from "../tables";
import { HiringTrackerView } from "./hiring-tracker-view";
import { RequisitionTrackerView } from "./requisition-tracker-view";
import { TrackerFilters } from "./tracker-filters";
import { TrackerSection } from "./tracker-section";

/*
 * The admin trackers (decision 046): every company's numbers for the period, one row each, and with
 * a company chosen that company's whole tracker under them (the same view its team sees). The reads
 * refuse anyone but an administrator with two-factor; the page has checked the flag.
 */
export async function AdminTracker({ kind, actor, params, now }: { kind: TrackerKind; actor: CompanyActor; params: Record<string, string | string[] | undefined>; now: Date }) {
  const db = getDb();
  const read = readTrackerQuery(params);
  const query = read.query;
  const [companies, options] = await Promise.all([
    getTrackerCompanies(db, actor, kind === "hiring-tracker" ? "hiring" : "requisitions"),
    query.company ? getTrackerFilterOptions(db, actor, query.company) : null,
  ]);
  // A company id that names no company: the page is not found, as a made-up id is everywhere.
  const orNotFound = <T,>(p: Promise<T>) =>
    p.catch((err: unknown) => {
      if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
      throw err;
    });
  const csvHref = (table: string) => adminTrackerCsvPath(kind, table, query);
  const filters = (
    <TrackerFilters
      action={adminTrackerPath(kind)}
      hidden={{}}
      read={read}
      companies={companies}
      departments={options?.departments.length ? options.departments : undefined}
      postings={options?.postings.length ? options.postings : undefined}
      resetHref={adminTrackerPath(kind)}
    />
  );
  if (kind === "requisition-tracker") {
    const data = await orNotFound(getAdminRequisitionTracker(db, actor, query, now));
    return (
      <div className="flex min-w-0 flex-col gap-8">
        {filters}
        <p className="text-sm font-medium" data-testid="tracker-period">
          {data.range.label}
        </p>
        <TrackerSection
          id="companies"
          title="By company"
          note="Requisitions open now with their openings, and the openings filled in the period with their time to fill (days from the requisition's opening to the fill)."
          chart={
            data.companies.length
              ? { data: data.companies.slice(0, 12).map((c) => ({ label: c.companyName, value: c.openRequisitions })), layout: "categories", valueName: "Requisitions", description: "Bar chart: open requisitions by company (the first 12)." }
              : undefined
          }
          tables={[requisitionCompaniesTable(data.companies)]}
          csvHref={csvHref}
        />
        {data.detail ? <RequisitionTrackerView tracker={data.detail} csvHref={csvHref} /> : null}
      </div>
    );
  }
  const data = await orNotFound(getAdminHiringTracker(db, actor, query, now));
  return (
    <div className="flex min-w-0 flex-col gap-8">
      {filters}
      <p className="text-sm font-medium" data-testid="tracker-period">
        {data.range.label}
      </p>
      <TrackerSection
        id="companies"
        title="By company"
        note="Applications sent in the period to each company's postings: how far they got, and the company's hires (moves to Hired) in the period."
        chart={
          data.companies.length
            ? { data: data.companies.slice(0, 12).map((c) => ({ label: c.companyName, value: c.applications })), layout: "categories", valueName: "Applications", description: "Bar chart: applications by company (the first 12)." }
            : undefined
        }
        tables={[hiringCompaniesTable(data.companies)]}
        csvHref={csvHref}
      />
      {data.detail ? <HiringTrackerView tracker={data.detail} csvHref={csvHref} /> : null}
    </div>
  );
}
