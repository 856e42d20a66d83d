import { ChartFigure } from "@/components/charts/chart-figure";
import { Badge } from "@/components/ui/badge";
import { SOURCE_BADGES } from "../labels";
import { okrKeyResultApi } from "../paths";
import type { MetricInfo, OkrKeyResultView } from "../types";
import { DeleteOkrButton } from "./delete-okr-button";
import { KeyResultDialog } from "./key-result-dialog";

const n = (v: number) => (Math.round(v * 100) / 100).toLocaleString("en-US");

/** One key result: its metric, actual against target, progress, and the chart of both over the period. */
export function KeyResultCard({ kr, objectiveTitle, metrics }: { kr: OkrKeyResultView; objectiveTitle: string; metrics: MetricInfo[] }) {
  const headingId = `kr-${kr.id}`;
  return (
    <li className="flex min-w-0 flex-col gap-3 border-t border-border pt-4">
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere]">
            {kr.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{kr.metricLabel}</span>
            {kr.source ? <Badge tone={kr.source === "first-party" ? "primary" : "neutral"}>{SOURCE_BADGES[kr.source]}</Badge> : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <KeyResultDialog objectiveId={kr.objectiveId} objectiveTitle={objectiveTitle} keyResult={{ id: kr.id, title: kr.title, metricKey: kr.metricKey, baseline: kr.baseline, target: kr.target, direction: kr.direction }} metrics={metrics} triggerLabel="Edit" triggerVariant="ghost" />
          <DeleteOkrButton
            url={okrKeyResultApi(kr.id)}
            label={`Delete the key result ${kr.title}`}
            title="Delete this key result?"
            description={`“${kr.title}” and its chart go; the audit log keeps what it was.`}
          />
        </div>
      </div>
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{n(kr.actual)}</span> so far against a target of <span className="tabular-nums">{n(kr.target)}</span>{" "}
        {kr.direction === "up" ? "(to reach" : "(to stay under"}, from a baseline of {n(kr.baseline)}).
      </p>
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${kr.progress}%` }} />
        </div>
        <span className="text-sm font-medium tabular-nums">{kr.progress}% progress</span>
      </div>
      {kr.direction === "down" ? <p className="text-xs text-muted-foreground">Progress projects the total so far to the whole period at the current pace.</p> : null}
      <ChartFigure
        title={`${kr.title}: target and actual`}
        description={`The running total of ${kr.metricLabel} at the end of each ${kr.interval} of the period, against the target.`}
        data={kr.points.map((p) => ({ label: p.label, actual: p.actual, target: p.target }))}
        xKey="label"
        xLabel={kr.interval === "day" ? "Day" : "Week"}
        series={[
          { key: "actual", name: "Actual" },
          { key: "target", name: "Target" },
        ]}
        height={200}
      />
    </li>
  );
}
