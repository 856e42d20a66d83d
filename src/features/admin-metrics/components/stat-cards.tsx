import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { HomeStat } from "../types";

/*
 * The admin home's figures (decision 058): each metric's last 7 days, the 7 before and the change, as
 * a card linking to the section where it is managed.
 */
const n = (v: number) => v.toLocaleString("en-US");

function change(s: HomeStat): string {
  const diff = s.current - s.previous;
  if (diff === 0) return `Same as the 7 days before (${n(s.previous)})`;
  if (s.previous === 0) return `Up ${n(diff)} from none the 7 days before`;
  const pct = Math.round((Math.abs(diff) / s.previous) * 100);
  return `${diff > 0 ? "Up" : "Down"} ${pct}% from ${n(s.previous)} the 7 days before`;
}

export function StatCards({ stats }: { stats: HomeStat[] }) {
  return (
    <ul className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {stats.map((s) => (
        <li key={s.key} className="min-w-0">
          <Card padded={false} className="flex h-full min-w-0 flex-col gap-1 p-4">
            <h3 className="text-sm font-medium text-muted-foreground">
              <Link href={s.href} className="[overflow-wrap:anywhere]">
                {s.label}
              </Link>
            </h3>
            <p className="text-2xl font-bold tabular-nums">{n(s.current)}</p>
            <p className="text-xs text-muted-foreground">{change(s)}</p>
            <p className="text-xs text-muted-foreground">{s.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
