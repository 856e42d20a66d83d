import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_DEMOGRAPHICS_PATH } from "@/lib/admin-routes";
import { Field } from "@/components/ui/field";
import { FilterActions, FilterIssues, SelectField } from "@/components/ui/filters";
import { Input, NativeSelect } from "@/components/ui/input";
import { demographicsQuerySchema } from "@/features/admin-outreach/schemas";
import { demographicsRange, periodChoices, periodRange } from "@/features/admin-outreach/demographics";
import { reportFilterOptions, selfIdentificationReport } from "@/features/self-identification/server/report";
import { SelfIdentificationReportView, SUPPRESSION_NOTE } from "@/features/self-identification/components/self-identification-report-view";

export const metadata: Metadata = { title: "Demographics tracking" };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
const FILTERS = ["companyId", "jobId", "period", "from", "to"] as const;

/**
 * /admin/demographics-tracking (issue 19 part 6, decisions 034 and 057): the voluntary
 * self-identification answers as counts, for everyone or one company or posting, over a month, a
 * quarter or a date range, small cells suppressed; never anyone's answers. The report is
 * features/self-identification's own; /admin/reports/self-identification redirects here.
 */
export default async function DemographicsTrackingPage({ searchParams }: { searchParams: Promise<Search> }) {
  const raw = await searchParams;
  const typed = Object.fromEntries(FILTERS.map((k) => [k, one(raw[k]) ?? ""])) as Record<(typeof FILTERS)[number], string>;
  const qs = new URLSearchParams(Object.entries(typed).filter(([, v]) => v)).toString();
  await requirePagePermission("admin", qs ? `${ADMIN_DEMOGRAPHICS_PATH}?${qs}` : ADMIN_DEMOGRAPHICS_PATH);
  const parsed = demographicsQuerySchema.safeParse(typed);
  const query = parsed.success ? parsed.data : { companyId: undefined, jobId: undefined, from: undefined, to: undefined, period: undefined };
  const range = demographicsRange(query);
  const period = query.period ? periodRange(query.period) : null;
  const db = getDb();
  const [report, options] = await Promise.all([
    selfIdentificationReport(db, { companyId: query.companyId, jobId: query.jobId, from: range.from, to: range.to }),
    reportFilterOptions(db, { companyId: query.companyId }),
  ]);
  const choices = periodChoices(new Date());
  // A period from the URL older than the choices still shows as chosen.
  if (period && ![...choices.months, ...choices.quarters].some((p) => p.value === period.value)) (period.kind === "month" ? choices.months : choices.quarters).push(period);
  const covering = range.from || range.to ? `${period ? `${period.label}: ` : ""}${range.from ?? "the start"} to ${range.to ?? "today"} (UTC days, when the answers were saved)` : "All time";

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Demographics tracking</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          What applicants chose to answer in the voluntary self-identification step, by posting and period, as counts only. No one’s answers are shown, and hiring
          teams never see this report.
        </p>
      </header>
      <form role="search" aria-label="Report filters" action={ADMIN_DEMOGRAPHICS_PATH} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
        <SelectField id="report-company" name="companyId" label="Company" value={query.companyId} options={[{ value: "", label: "All companies" }, ...options.companies.map((c) => ({ value: c.id, label: c.name }))]} />
        <SelectField
          id="report-job"
          name="jobId"
          label="Posting"
          value={query.jobId}
          options={[{ value: "", label: "All postings" }, ...options.jobs.map((j) => ({ value: j.id, label: j.title }))]}
          hint="Choose a company and apply to list its postings."
        />
        <Field id="report-period" label="Period" hint="A month or quarter replaces the dates.">
          <NativeSelect name="period" defaultValue={period?.value ?? ""}>
            <option value="">Dates below</option>
            <optgroup label="Months">
              {choices.months.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Quarters">
              {choices.quarters.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        </Field>
        <Field id="report-from" label="From">
          <Input name="from" type="date" defaultValue={period ? "" : typed.from} />
        </Field>
        <Field id="report-to" label="To">
          <Input name="to" type="date" defaultValue={period ? "" : typed.to} />
        </Field>
        <FilterActions submitLabel="Apply filters" resetHref={qs ? ADMIN_DEMOGRAPHICS_PATH : null} className="sm:col-span-2 lg:col-span-3" />
      </form>
      <FilterIssues
        title="Some filters were not understood"
        issues={parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))}
        labels={{}}
        fallback="The report below is for all applications."
      />
      <p className="text-sm font-medium" data-testid="report-covering">
        Covering: {covering}
      </p>
      <p className="text-sm text-muted-foreground">{SUPPRESSION_NOTE}</p>
      <SelfIdentificationReportView report={report} />
    </div>
  );
}
