import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_SELF_ID_REPORT_PATH } from "@/lib/admin-report-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selfIdentificationReportQuerySchema, type SelfIdentificationReportQuery } from "@/features/self-identification/schemas";
import { reportFilterOptions, selfIdentificationReport } from "@/features/self-identification/server/report";
import { SelfIdentificationReportView, SUPPRESSION_NOTE } from "@/features/self-identification/components/self-identification-report-view";

export const metadata: Metadata = { title: "Self-identification report" };

type Search = Record<string, string | string[] | undefined>;

/** One filter of the GET form: a labelled native select with an "all" choice first. */
function FilterSelect(props: { id: string; name: string; label: string; value: string | undefined; allLabel: string; options: { value: string; label: string }[]; hint?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} name={props.name} defaultValue={props.value ?? ""} aria-describedby={props.hint ? `${props.id}-hint` : undefined}>
        <option value="">{props.allLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * /admin/reports/self-identification (decision 034): the voluntary self-identification answers as
 * counts, for everyone or one company or job and a date range, small cells suppressed. Administrators
 * only; employers never see it. A server GET form: filters work without script.
 */
export default async function SelfIdentificationReportPage({ searchParams }: { searchParams: Promise<Search> }) {
  const raw = await searchParams;
  const typed = { companyId: one(raw.companyId) ?? "", jobId: one(raw.jobId) ?? "", from: one(raw.from) ?? "", to: one(raw.to) ?? "" };
  const qs = new URLSearchParams(Object.entries(typed).filter(([, v]) => v)).toString();
  await requirePagePermission("admin", qs ? `${ADMIN_SELF_ID_REPORT_PATH}?${qs}` : ADMIN_SELF_ID_REPORT_PATH);
  const parsed = selfIdentificationReportQuerySchema.safeParse(typed);
  const query: SelfIdentificationReportQuery = parsed.success ? parsed.data : { companyId: undefined, jobId: undefined, from: undefined, to: undefined };
  const db = getDb();
  const [report, options] = await Promise.all([selfIdentificationReport(db, query), reportFilterOptions(db, { companyId: query.companyId })]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Self-identification report</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          What applicants chose to answer in the voluntary self-identification step, as counts only. No one’s answers are shown, and hiring teams never see this report.
        </p>
      </header>
      <form role="search" aria-label="Report filters" action={ADMIN_SELF_ID_REPORT_PATH} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
        <FilterSelect id="report-company" name="companyId" label="Company" value={query.companyId} allLabel="All companies" options={options.companies.map((c) => ({ value: c.id, label: c.name }))} />
        <FilterSelect
          id="report-job"
          name="jobId"
          label="Job"
          value={query.jobId}
          allLabel="All jobs"
          options={options.jobs.map((j) => ({ value: j.id, label: j.title }))}
          hint="Choose a company and apply to list its jobs."
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="report-from">From</Label>
          <Input id="report-from" name="from" type="date" defaultValue={typed.from} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="report-to">To</Label>
          <Input id="report-to" name="to" type="date" defaultValue={typed.to} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Apply filters</Button>
          {qs ? (
            <Button asChild variant="ghost">
              <Link href={ADMIN_SELF_ID_REPORT_PATH}>Clear</Link>
            </Button>
          ) : null}
        </div>
      </form>
      {parsed.success ? null : (
        <Alert tone="danger" title="Some filters were not understood">
          <ul className="list-disc pl-5">
            {parsed.error.issues.map((i) => (
              <li key={i.path.join(".")}>{i.message}</li>
            ))}
          </ul>
          <p className="mt-1">The report below is for all applications.</p>
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">{SUPPRESSION_NOTE}</p>
      <SelfIdentificationReportView report={report} />
    </div>
  );
}
