import { Card } from "@/components/ui/card";
import type { MetricTotal } from "../types";

/** A period's totals per metric, each with how it is counted. */
export function TotalsList({ totals }: { totals: MetricTotal[] }) {
  return (
    <dl className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {totals.map((t) => (
        <Card key={t.key} padded={false} className="flex min-w-0 flex-col gap-1 p-4">
          <dt className="text-sm font-medium text-muted-foreground">{t.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{t.total.toLocaleString("en-US")}</dd>
          <dd className="text-xs text-muted-foreground">{t.description}</dd>
        </Card>
      ))}
    </dl>
  );
}
