import { REQUISITIONS_PATH } from "@/lib/employer-routes";
import { REQUISITION_STATUS_LABELS } from "../labels";
import { requisitionTable } from "../tables";
import type { RequisitionTracker } from "../types";
import { periodPhrase } from "../range";
import { daysText, StatGrid } from "./stat-grid";
import { TrackerSection } from "./tracker-section";

/*
 * A company's requisition tracker (decision 046): open requisitions now, time to fill of the hires
 * in the period (per hire, requisition and department), time in each status, hires over time. Each
 * section's chart has its table under it, and each table its CSV.
 */
export function RequisitionTrackerView({ tracker, csvHref }: { tracker: RequisitionTracker; csvHref: (table: string) => string }) {
  const t = (name: Parameters<typeof requisitionTable>[1]) => requisitionTable(tracker, name);
  const none = tracker.byStatus.every((s) => s.requisitions === 0);
  const hiresInPeriod = tracker.hires.length;
  return (
    <div className="flex min-w-0 flex-col gap-10" data-testid="requisition-tracker">
      <StatGrid
        stats={[
          { term: "Open requisitions", value: tracker.openSummary.requisitions.toLocaleString("en-US"), note: `${tracker.openSummary.openings - tracker.openSummary.filled} of ${tracker.openSummary.openings} openings still to fill.` },
          { term: "Hires", value: hiresInPeriod.toLocaleString("en-US"), note: `Openings filled ${periodPhrase(tracker.range)}.` },
          { term: "Median time to fill", value: daysText(tracker.timeToFill.medianDays), note: "From the day a requisition opened to the day each opening was filled." },
          { term: "Average time to fill", value: daysText(tracker.timeToFill.meanDays), note: `Median open requisition age: ${daysText(tracker.openSummary.medianAgeDays)}.` },
        ]}
      />
      {none ? (
        <p className="rounded-card border border-dashed border-input bg-card p-6 text-sm text-muted-foreground">
          No requisitions yet. <a href={REQUISITIONS_PATH}>Open a requisition</a> for a role you need to fill; its approvals, openings and hires are tracked here.
        </p>
      ) : null}
      <TrackerSection
        id="open-requisitions"
        title="Open requisitions"
        note="Now, whatever the period: every status with its openings, and the requisitions open today with how long they have been open."
        chart={{ data: tracker.byStatus.map((s) => ({ label: REQUISITION_STATUS_LABELS[s.status], value: s.requisitions })), layout: "categories", valueName: "Requisitions", description: "Bar chart: requisitions by status." }}
        tables={[t("status"), t("open-requisitions")]}
        csvHref={csvHref}
      />
      <TrackerSection
        id="time-to-fill"
        title="Time to fill"
        note={`Openings filled ${periodPhrase(tracker.range)}: days from the requisition's opening to the hire's fill date.`}
        chart={
          tracker.byDepartment.length
            ? {
                data: tracker.byDepartment.map((d) => ({ label: d.department || "(No department)", value: Math.round((d.summary.medianDays ?? 0) * 10) / 10 })),
                layout: "categories",
                valueName: "Median days",
                description: "Bar chart: median days to fill by department.",
              }
            : undefined
        }
        tables={[t("time-to-fill"), t("by-requisition"), t("by-department")]}
        csvHref={csvHref}
      />
      <TrackerSection
        id="time-in-status"
        title="Time in status"
        note="How long requisitions stay in each status: stays that ended in the period, and those still going on (to today)."
        chart={{
          data: tracker.timeInStatus.map((s) => ({ label: REQUISITION_STATUS_LABELS[s.status], value: Math.round((s.medianDays ?? 0) * 10) / 10 })),
          layout: "categories",
          valueName: "Median days",
          description: "Bar chart: median days in each status.",
        }}
        tables={[t("time-in-status")]}
        csvHref={csvHref}
      />
      <TrackerSection
        id="hires-over-time"
        title="Hires over time"
        note={`Openings filled each ${tracker.range.interval} (weeks start on Monday, UTC).`}
        chart={{ data: tracker.hiresOverTime.map((p) => ({ label: p.label, value: p.count })), layout: "periods", valueName: "Hires", description: `Column chart: hires by ${tracker.range.interval}.` }}
        tables={[t("hires-over-time")]}
        csvHref={csvHref}
      />
    </div>
  );
}
