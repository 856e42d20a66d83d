import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { ADMIN_OKR_DASHBOARD_PATH } from "@/lib/admin-routes";
import { ADMIN_FEATURES_PATH } from "@/lib/routes";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { OKR_FLAG_KEY } from "@/features/admin-metrics/labels";
import { okrFiguresApi, okrObjectiveApi } from "@/features/admin-metrics/paths";
import { isoDay } from "@/features/admin-metrics/schemas";
import { METRICS, metricInfo, metricsOf } from "@/features/admin-metrics/server/metrics";
import { getOkrDashboard, listManualFigures } from "@/features/admin-metrics/server/queries";
import { DeleteOkrButton } from "@/features/admin-metrics/components/delete-okr-button";
import { KeyResultCard } from "@/features/admin-metrics/components/key-result-card";
import { KeyResultDialog } from "@/features/admin-metrics/components/key-result-dialog";
import { ManualFigureForm } from "@/features/admin-metrics/components/manual-figure-form";
import { ObjectiveDialog } from "@/features/admin-metrics/components/objective-dialog";

export const metadata: Metadata = { title: "OKR dashboard" };

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const day = (d: string) => DAY.format(new Date(`${d}T00:00:00Z`));

/**
 * /admin/okr-dashboard: objectives and their key results, each bound to a metric of the catalogue,
 * target against actual over the period (decision 058). The flag okr_non_google decides whether key
 * results on Upstep's own data show; those on Google Analytics figures (typed in here) always do.
 */
export default async function OkrDashboardPage() {
  await requirePagePermission("admin", ADMIN_OKR_DASHBOARD_PATH);
  const db = getDb();
  const now = new Date();
  const showFirstParty = await isFeatureEnabled(OKR_FLAG_KEY, db);
  const [objectives, figures] = await Promise.all([getOkrDashboard(db, { showFirstParty, now }), listManualFigures(db)]);
  const allowed = (showFirstParty ? METRICS : METRICS.filter((m) => m.source === "google-analytics")).map(metricInfo);
  const gaMetrics = metricsOf("google-analytics");

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1>OKR dashboard</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Objectives and key results, each key result measured by one of the platform&apos;s metrics, target against actual.</p>
        </div>
        {objectives.length ? <ObjectiveDialog triggerLabel="Add an objective" /> : null}
      </header>
      <Alert tone="info" title={showFirstParty ? "Upstep's own data and Google Analytics" : "Google Analytics figures only"}>
        {showFirstParty ? (
          <>Key results can use Upstep&apos;s own figures (sign-ups, postings, applications and more) as well as the Google Analytics figures recorded below.</>
        ) : (
          <>
            Key results on Upstep&apos;s own data are hidden while the flag {OKR_FLAG_KEY} is off; only key results on Google Analytics figures, recorded by hand below, show. Turn the
            flag on in <Link href={ADMIN_FEATURES_PATH}>Feature flags</Link> to use both.
          </>
        )}
      </Alert>
      {objectives.length === 0 ? (
        <EmptyState title="No objectives yet" action={<ObjectiveDialog triggerLabel="Add an objective" />}>
          Add an objective for a period, then key results that measure it against the platform&apos;s metrics.
        </EmptyState>
      ) : (
        <ul className="flex min-w-0 flex-col gap-6">
          {objectives.map((o) => (
            <li key={o.id} className="min-w-0">
              <Card padded={false} className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
                <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="text-xl [overflow-wrap:anywhere]">{o.title}</h2>
                    <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {day(o.periodStart)} – {day(o.periodEnd)}
                      {o.ownerName ? ` · Owner: ${o.ownerName}` : ""}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-1">
                    <ObjectiveDialog objective={{ id: o.id, title: o.title, ownerName: o.ownerName, periodStart: o.periodStart, periodEnd: o.periodEnd }} triggerLabel="Edit" triggerVariant="ghost" />
                    <DeleteOkrButton
                      url={okrObjectiveApi(o.id)}
                      label={`Delete the objective ${o.title}`}
                      title="Delete this objective?"
                      description={`“${o.title}” and its ${o.keyResults.length + o.hiddenKeyResults.length} key result(s) go; the audit log keeps what they were.`}
                    />
                  </div>
                </div>
                {o.keyResults.length ? (
                  <ul className="flex min-w-0 flex-col gap-4">
                    {o.keyResults.map((kr) => (
                      <KeyResultCard key={kr.id} kr={kr} objectiveTitle={o.title} metrics={allowed} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No key results{o.hiddenKeyResults.length ? " shown" : " yet"}. Add one to measure this objective.</p>
                )}
                {o.hiddenKeyResults.length ? (
                  <div className="rounded-md border border-dashed border-input p-3 text-sm">
                    <p className="font-medium">Hidden while {OKR_FLAG_KEY} is off (Upstep&apos;s own data):</p>
                    <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                      {o.hiddenKeyResults.map((k) => (
                        <li key={k.id} className="[overflow-wrap:anywhere]">
                          {k.title} ({k.metricLabel})
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div>
                  <KeyResultDialog objectiveId={o.id} objectiveTitle={o.title} metrics={allowed} triggerLabel="Add a key result" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="figures-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="figures-heading" className="text-xl">
          Google Analytics figures
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Upstep holds no Google Analytics credentials: read a day&apos;s figure in Google Analytics and record it here. A day recorded again replaces its figure.
        </p>
        <ManualFigureForm metrics={gaMetrics} today={isoDay(now)} />
        {figures.length ? (
          <Table label="Recorded Google Analytics figures">
            <TableHeader>
              <TableRow>
                <TableHead>Day</TableHead>
                <TableHead>Metric</TableHead>
                <TableHead className="text-right">Value</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {figures.map((f) => (
                <TableRow key={`${f.metricKey}-${f.day}`}>
                  <TableCell>{day(f.day)}</TableCell>
                  <TableCell>{f.metricLabel}</TableCell>
                  <TableCell className="text-right tabular-nums">{f.value.toLocaleString("en-US")}</TableCell>
                  <TableCell>
                    <DeleteOkrButton
                      url={`${okrFiguresApi}?${new URLSearchParams({ metricKey: f.metricKey, day: f.day }).toString()}`}
                      label={`Delete ${f.metricLabel} on ${day(f.day)}`}
                      title="Delete this figure?"
                      description={`${f.metricLabel} on ${day(f.day)} (${f.value.toLocaleString("en-US")}) goes; the audit log keeps it.`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">No figures recorded yet.</p>
        )}
      </section>
    </div>
  );
}
