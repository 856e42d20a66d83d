import { getDb } from "@/db/client";
import type { CompanyActor } from "@/lib/auth/company-access";
import { HIRING_DASHBOARD_PATH } from "@/lib/employer-routes";
import { companyTrackerCsvPath, companyTrackerPath, type TrackerKind } from "../paths";
import { readTrackerQuery } from "../read-query";
import { getHiringTracker, getRequisitionTracker, getTrackerFilterOptions } from "../server/queries";
import { HiringTrackerView } from "./hiring-tracker-view";
import { RequisitionTrackerView } from "./requisition-tracker-view";
import { TrackerFilters } from "./tracker-filters";

/*
 * A company's tracker as a view of the hiring dashboard (decision 046): the filters (a GET form that
 * keeps the view and the company) and the tracker for the period chosen. The reads check
 * trackers.read themselves; the page has checked the flag.
 */
export async function CompanyTracker({
  kind,
  actor,
  companyId,
  companyParam,
  params,
  now,
}: {
  kind: TrackerKind;
  actor: CompanyActor;
  companyId: string;
  /** ?company= when the dashboard's links keep it. */
  companyParam?: string;
  params: Record<string, string | string[] | undefined>;
  now: Date;
}) {
  const db = getDb();
  const read = readTrackerQuery(params);
  const query = { ...read.query, company: undefined };
  const options = await getTrackerFilterOptions(db, actor, companyId);
  const csvHref = (table: string) => companyTrackerCsvPath(companyId, kind, table, query);
  const filters = (
    <TrackerFilters
      action={HIRING_DASHBOARD_PATH}
      hidden={{ view: kind, company: companyParam }}
      read={read}
      departments={options.departments.length ? options.departments : undefined}
      postings={options.postings.length ? options.postings : undefined}
      resetHref={companyTrackerPath(kind, companyParam)}
    />
  );
  if (kind === "requisition-tracker") {
    const tracker = await getRequisitionTracker(db, actor, companyId, query, now);
    return (
      <div className="flex min-w-0 flex-col gap-8">
        {filters}
        <p className="text-sm font-medium" data-testid="tracker-period">
          {tracker.range.label}
        </p>
        <RequisitionTrackerView tracker={tracker} csvHref={csvHref} />
      </div>
    );
  }
  const tracker = await getHiringTracker(db, actor, companyId, query, now);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      {filters}
      <p className="text-sm font-medium" data-testid="tracker-period">
        {tracker.range.label}
      </p>
      <HiringTrackerView tracker={tracker} csvHref={csvHref} />
    </div>
  );
}
