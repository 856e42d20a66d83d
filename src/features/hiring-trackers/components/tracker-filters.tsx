import { Field } from "@/components/ui/field";
import { FilterActions, FilterIssues, SelectField as Select } from "@/components/ui/filters";
import { Input } from "@/components/ui/input";
import type { ReadTrackerQuery } from "../read-query";
import { RANGE_PRESETS } from "../schemas";

/*
 * A tracker's filters (decision 046) as a script-free GET form: the period (a preset or custom dates),
 * the department and posting (a company's tracker), the company (the admin's), how hires are grouped.
 * What was typed stays in the form; what was not understood is listed above it, and the tracker shows
 * the last 90 days meanwhile.
 */
const FIELD_LABELS: Record<string, string> = { range: "Period", from: "From", to: "To", department: "Department", posting: "Posting", company: "Company", interval: "Group hires by" };

export function TrackerFilters({
  action,
  hidden,
  read,
  departments,
  postings,
  companies,
  resetHref,
}: {
  action: string;
  /** Fields the form carries along (the dashboard's view and company). */
  hidden: Record<string, string | undefined>;
  read: ReadTrackerQuery;
  departments?: string[];
  postings?: { id: string; title: string }[];
  companies?: { id: string; name: string }[];
  resetHref: string;
}) {
  const { typed, issues } = read;
  const invalid = new Set(issues.map((i) => i.field));
  return (
    <div className="flex flex-col gap-3">
      <FilterIssues title="Some filters were not understood" issues={issues} labels={FIELD_LABELS} fallback="The tracker below shows the last 90 days without filters." />
      <form role="search" aria-label="Tracker filters" action={action} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
        {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        {companies ? (
          <Select id="tracker-company" name="company" label="Company" value={typed.company} options={[{ value: "", label: "All companies" }, ...companies.map((c) => ({ value: c.id, label: c.name }))]} />
        ) : null}
        <Select
          id="tracker-range"
          name="range"
          label="Period"
          value={typed.range || "90"}
          options={[...RANGE_PRESETS.map((p) => ({ value: String(p), label: `Last ${p} days` })), { value: "custom", label: "Custom dates" }]}
        />
        <Field id="tracker-from" label="From">
          <Input name="from" type="date" defaultValue={typed.from} aria-invalid={invalid.has("from") || undefined} aria-describedby="tracker-dates-hint" />
        </Field>
        <Field id="tracker-to" label="To">
          <Input name="to" type="date" defaultValue={typed.to} aria-invalid={invalid.has("to") || undefined} aria-describedby="tracker-dates-hint" />
        </Field>
        {departments ? (
          <Select
            id="tracker-department"
            name="department"
            label="Department"
            value={typed.department}
            options={[{ value: "", label: "All departments" }, ...departments.map((d) => ({ value: d, label: d }))]}
          />
        ) : null}
        {postings ? (
          <Select id="tracker-posting" name="posting" label="Posting" value={typed.posting} options={[{ value: "", label: "All postings" }, ...postings.map((p) => ({ value: p.id, label: p.title }))]} />
        ) : null}
        <Select
          id="tracker-interval"
          name="interval"
          label="Group hires by"
          value={typed.interval}
          options={[
            { value: "", label: "Automatic" },
            { value: "week", label: "Week" },
            { value: "month", label: "Month" },
          ]}
        />
        <p id="tracker-dates-hint" className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
          From and To are used with Custom dates: whole days in UTC, both included. Hires are grouped by week for periods up to 90 days, else by month, unless you choose.
        </p>
        <FilterActions submitLabel="Apply" resetHref={resetHref} resetLabel="Reset" className="sm:col-span-2 lg:col-span-4" />
      </form>
    </div>
  );
}
