import Link from "next/link";
import type { PostingStatus } from "@/db/schema/employers";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { hiringEditPostingPath, postingAnalyticsPath, postingApplicantsPath, TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { cn } from "@/lib/cn";
import { ANALYTICS_RANGES } from "../schemas";
import type { PostingAnalytics } from "../types";
import { AnalyticsChartLoader } from "./analytics-chart-loader";

/*
 * A posting's analytics (decision 039): totals and conversion over the last 30 or 90 days, the days
 * as a chart and as a table (the table is the chart's text). Views are job page views counted on the
 * server (not bots); apply clicks are the apply form opened on Upstep and clicks through to the
 * employer's own site; applications are those sent.
 */
const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const n = (v: number) => v.toLocaleString("en-US");
const pct = (v: number | null) => (v === null ? "—" : `${(v * 100).toFixed(v < 0.1 && v > 0 ? 1 : 0)}%`);

export function PostingAnalyticsView({ analytics, status, companyName }: { analytics: PostingAnalytics; status: PostingStatus; companyName: string }) {
  const { totals, conversion, days } = analytics;
  const nothing = totals.views + totals.applyClicks + totals.applications === 0;
  const rows = [...analytics.byDay].reverse();
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <Link href={TALENT_JOB_POSTINGS_PATH} className="w-fit text-sm">
            All job postings
          </Link>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Posting analytics · {companyName}</p>
          <h1 className="wrap-break-word">{analytics.title || "Untitled posting"}</h1>
          <nav aria-label="This posting" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Link href={hiringEditPostingPath(analytics.postingId)}>Edit the posting</Link>
            <Link href={postingApplicantsPath(analytics.postingId)}>Applicants</Link>
          </nav>
        </header>

        <nav aria-label="Period" className="flex flex-wrap gap-2">
          {ANALYTICS_RANGES.map((range) => (
            <Link
              key={range}
              href={range === 30 ? postingAnalyticsPath(analytics.postingId) : `${postingAnalyticsPath(analytics.postingId)}?days=${range}`}
              aria-current={range === days ? "page" : undefined}
              className={cn(
                "rounded-full border px-4 py-1.5 text-sm font-medium no-underline",
                range === days ? "border-primary bg-primary-soft text-primary-soft-foreground" : "border-border text-foreground hover:bg-muted",
              )}
            >
              Last {range} days
            </Link>
          ))}
        </nav>

        <section aria-labelledby="totals-heading" className="flex flex-col gap-3">
          <h2 id="totals-heading" className="text-lg font-semibold">
            Last {days} days
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Stat term="Views" value={n(totals.views)} note="Job page views, not counting search engines' robots." />
            <Stat term="Apply clicks" value={n(totals.applyClicks)} note="The apply form opened on Upstep, or a click through to your site." />
            <Stat term="Applications" value={n(totals.applications)} note="Applications sent on Upstep." />
            <Stat term="Conversion" value={pct(conversion.applicationRate)} note={`Applications per view; ${pct(conversion.applyClickRate)} of views clicked Apply.`} />
          </dl>
        </section>

        {nothing ? (
          <Card className="text-sm text-muted-foreground">
            {status === "draft" ? (
              <>
                This posting is a draft: <Link href={hiringEditPostingPath(analytics.postingId)}>publish it</Link> and its views, apply clicks and applications are counted
                here day by day.
              </>
            ) : (
              <>Nothing counted in these days yet. Views count as people open the job page; the numbers here are at most a few seconds old.</>
            )}
          </Card>
        ) : null}

        <section aria-labelledby="chart-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="chart-heading" className="text-lg font-semibold">
            By day
          </h2>
          <Card padded={false} className="p-4">
            <figure className="flex flex-col gap-2">
              <div className="h-72 w-full min-w-0" aria-hidden="true">
                <AnalyticsChartLoader byDay={analytics.byDay} />
              </div>
              <figcaption className="text-sm text-muted-foreground">Views, apply clicks and applications each day (UTC); the same numbers are in the table below.</figcaption>
            </figure>
          </Card>
          <Table label={`Views, apply clicks and applications by day, last ${days} days`}>
            <TableHeader>
              <TableRow>
                <TableHead className="px-3">Day</TableHead>
                <TableHead className="whitespace-normal px-3 text-right">Views</TableHead>
                <TableHead className="whitespace-normal px-3 text-right">Apply clicks</TableHead>
                <TableHead className="whitespace-normal px-3 text-right">Applications</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.day}>
                  <TableCell className="whitespace-nowrap px-3">
                    <time dateTime={d.day}>
                      {/* The weekday where there is room (a phone shows the four columns without scrolling). */}
                      <span className="hidden sm:inline">{WEEKDAY.format(new Date(`${d.day}T00:00:00Z`))}, </span>
                      {DAY.format(new Date(`${d.day}T00:00:00Z`))}
                    </time>
                  </TableCell>
                  <TableCell className="px-3 text-right tabular-nums">{n(d.views)}</TableCell>
                  <TableCell className="px-3 text-right tabular-nums">{n(d.applyClicks)}</TableCell>
                  <TableCell className="px-3 text-right tabular-nums">{n(d.applications)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      </div>
    </PageContainer>
  );
}

function Stat({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <Card padded={false} className="flex flex-col gap-1 p-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </Card>
  );
}
