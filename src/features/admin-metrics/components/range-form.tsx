import { Field } from "@/components/ui/field";
import { FilterActions, FilterIssues, SelectField } from "@/components/ui/filters";
import { Input } from "@/components/ui/input";
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
      <FilterIssues title="Some choices were not understood" issues={issues} labels={FIELD_LABELS} fallback={fallback} />
      <form role="search" aria-label={label} action={action} className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
        {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <SelectField id="range-period" name="range" label="Period" value={typed.range || "30"} options={RANGE_OPTIONS} invalid={invalid.has("range")} />
        <Field id="range-from" label="From">
          <Input name="from" type="date" defaultValue={typed.from} aria-invalid={invalid.has("from") || undefined} aria-describedby="range-hint" />
        </Field>
        <Field id="range-to" label="To">
          <Input name="to" type="date" defaultValue={typed.to} aria-invalid={invalid.has("to") || undefined} aria-describedby="range-hint" />
        </Field>
        {children}
        <p id="range-hint" className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
          From and To are used with Custom dates: whole days in UTC, both included, at most 366 days. The presets end today (UTC).
        </p>
        <FilterActions resetHref={resetHref} resetLabel="Reset" className="sm:col-span-2 lg:col-span-4" />
      </form>
    </div>
  );
}
