import { Card } from "@/components/ui/card";

/** A tracker's headline numbers, each with how it is counted. */
export function StatGrid({ stats }: { stats: { term: string; value: string; note: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <Card key={s.term} padded={false} className="flex flex-col gap-1 p-4">
          <dt className="text-sm font-medium text-muted-foreground">{s.term}</dt>
          <dd className="text-2xl font-bold tabular-nums">{s.value}</dd>
          <dd className="text-xs text-muted-foreground">{s.note}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** "12.5 days", "1 day", "—" */
export function daysText(days: number | null): string {
  if (days === null) return "—";
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString("en-US")} ${rounded === 1 ? "day" : "days"}`;
}
