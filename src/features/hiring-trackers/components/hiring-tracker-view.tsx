import Link from "next/link";
import { TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { hiringTable } from "../tables";
import type { HiringTracker } from "../types";
import { periodPhrase } from "../range";
import { daysText, StatGrid } from "./stat-grid";
import { TrackerSection } from "./tracker-section";

/*
 * A company's hiring tracker (decision 046): the funnel of the applications sent in the period
 * (overall and per posting), time in stage, and hires over time, with the hiring dashboard's
 * definitions (decision 041). Each chart has its table under it, and each table its CSV.
 */
export function HiringTrackerView({ tracker, csvHref }: { tracker: HiringTracker; csvHref: (table: string) => string }) {
  const t = (name: Parameters<typeof hiringTable>[1]) => hiringTable(tracker, name);
  const hires = tracker.hiresOverTime.reduce((sum, p) => sum + p.count, 0);
  const timed = tracker.timeInStage.filter((s) => s.medianDays !== null);
  const slowest = timed.reduce<(typeof timed)[number] | null>((a, s) => (a === null || (s.medianDays ?? 0) > (a.medianDays ?? 0) ? s : a), null);
  const { applications, hired, conversion } = tracker.totals;
  return (
    <div className="flex min-w-0 flex-col gap-10" data-testid="hiring-tracker">
      <StatGrid
        stats={[
          { term: "Applications", value: applications.toLocaleString("en-US"), note: `Sent ${periodPhrase(tracker.range)}.` },
          { term: "Reached Hired", value: hired.toLocaleString("en-US"), note: `Of those applications; ${conversion === null ? "no" : `${Math.round(conversion * 1000) / 10}%`} conversion.` },
          { term: "Hires", value: hires.toLocaleString("en-US"), note: "Applicants moved to Hired in the period." },
          { term: "Slowest stage", value: slowest ? slowest.name : "—", note: slowest ? `Median ${daysText(slowest.medianDays)} there.` : "No stays yet." },
        ]}
      />
      {applications === 0 ? (
        <p className="rounded-card border border-dashed border-input bg-card p-6 text-sm text-muted-foreground">
          No applications were sent in this period. Choose a longer period, or <Link href={TALENT_JOB_POSTINGS_PATH}>see your job postings</Link>.
        </p>
      ) : null}
      <TrackerSection
        id="funnel"
        title="Funnel conversion"
        note={`Applications sent ${periodPhrase(tracker.range)}: how many reached each stage (at least that far), how many are in it now, and the share that went on from the stage before. ${tracker.funnel.rejected} rejected, ${tracker.funnel.withdrawn} withdrawn by the candidate.`}
        chart={{ data: tracker.funnel.stages.map((s) => ({ label: s.name, value: s.reached })), layout: "categories", valueName: "Applications", description: "Bar chart: applications that reached each stage." }}
        tables={[t("funnel"), t("funnel-by-posting")]}
        csvHref={csvHref}
      />
      <TrackerSection
        id="time-in-stage"
        title="Time in stage"
        note="Days applications spend in each stage: finished stays, and the time so far of those still in a stage."
        chart={{
          data: tracker.timeInStage.map((s) => ({ label: s.name, value: Math.round((s.medianDays ?? 0) * 10) / 10 })),
          layout: "categories",
          valueName: "Median days",
          description: "Bar chart: median days in each stage.",
        }}
        tables={[t("time-in-stage")]}
        csvHref={csvHref}
      />
      <TrackerSection
        id="hires-over-time"
        title="Hires over time"
        note={`Applicants moved to Hired each ${tracker.range.interval} (weeks start on Monday, UTC).`}
        chart={{ data: tracker.hiresOverTime.map((p) => ({ label: p.label, value: p.count })), layout: "periods", valueName: "Hires", description: `Column chart: hires by ${tracker.range.interval}.` }}
        tables={[t("hires-over-time")]}
        csvHref={csvHref}
      />
    </div>
  );
}
