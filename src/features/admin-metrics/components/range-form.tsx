import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RANGE_OPTIONS, type RawRange } from "../range";

/*
 * A period chooser as a script-free GET form (decision 058): the last 7, 30 or 90 days, or custom
 * dates (whole UTC days, both included). What was typed stays; what was not understood is listed
 * above it while the page shows the default period. `children` adds fields (the analytics' grouping
 * and search) to the same form.
 */
const FIELD_LABELS: Record<string, string> = { range: "Period", from: "From", to: "To", group: "Group by", q: "Search", sort: "Sort", dir: "Order", page: "Page" };

export function RangeForm({
  action,
  typed,
  issues,
  hidden = {},
  resetHref,
  label,
  children,
  fallback = "The page below shows the last 30 days.",
}: {
  action: string;
  typed: RawRange;
  issues: { field: string; message: string }[];
  hidden?: Record<string, string | undefined>;
  resetHref: string;
  label: string;
  children?: React.ReactNode;
  fallback?: string;
}) {
  const invalid = new Set(issues.map((i) => i.field));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {issues.length ? (
        <Alert tone="danger" title="Some choices were not understood">
          <ul className="list-disc pl-5">
            {issues.map((i) => (
              <li key={`${i.field}:${i.message}`}>
                {FIELD_LABELS[i.field] ? `${FIELD_LABELS[i.field]}: ` : ""}
                {i.message}
              </li>
            ))}
          </ul>
          <p className="mt-1">{fallback}</p>
        </Alert>
      ) : null}
      <form role="search" aria-label={label} action={action} className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
        {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="range-period">Period</Label>
          <NativeSelect id="range-period" name="range" defaultValue={typed.range || "30"} aria-invalid={invalid.has("range") || undefined}>
            {RANGE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="range-from">From</Label>
          <Input id="range-from" name="from" type="date" defaultValue={typed.from} aria-invalid={invalid.has("from") || undefined} aria-describedby="range-hint" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="range-to">To</Label>
          <Input id="range-to" name="to" type="date" defaultValue={typed.to} aria-invalid={invalid.has("to") || undefined} aria-describedby="range-hint" />
        </div>
        {children}
        <p id="range-hint" className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
          From and To are used with Custom dates: whole days in UTC, both included, at most 366 days. The presets end today (UTC).
        </p>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Show</Button>
          <Button asChild variant="ghost">
            <Link href={resetHref}>Reset</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
