/** A 0-100 score as a bar and its number; the number (with its label for screen readers) carries the meaning. */
export function ScoreBar({ label, score }: { label: string; score: number }) {
  const value = Math.max(0, Math.min(100, score));
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
      </div>
      <span className="w-16 shrink-0 text-right text-sm font-semibold tabular-nums">
        <span className="sr-only">{label}: </span>
        {value}
        <span className="text-muted-foreground"> / 100</span>
      </span>
    </div>
  );
}
