import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { getPageUser } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { jobsSearchPath } from "@/lib/job-search-path";
import { loginPath } from "@/lib/routes";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Bell } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { parseJobSearchParams } from "@/features/jobs/search-schemas";
import { resolveLocation } from "@/features/jobs/server/queries";
import { searchHeading } from "@/features/jobs/components/search/search-page-view";
import { NewJobAlertForm } from "@/features/job-alerts/components/new-job-alert-form";
import { alertSearchFrom, jobAlertHrefForSearch } from "@/features/job-alerts/from-search";
import { JOB_ALERT_LIMITS, hasSearchCriteria } from "@/features/job-alerts/schemas";
import { describeJobAlert, jobAlertSearchPath } from "@/features/job-alerts/search-path";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Get new jobs by email", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /job-alerts/new?<a /jobs search>: the search in words and a form to get its new jobs by email
 * (decision 037). Signed in, the alert joins the account; signed out, just an email, confirmed by a link.
 */
export default async function NewJobAlertPage({ searchParams }: Props) {
  if (!(await isFeatureEnabled("job-alerts"))) notFound();
  const form = parseJobSearchParams(await searchParams);
  const search = alertSearchFrom(form);
  const [user, location] = await Promise.all([getPageUser(), form.location ? resolveLocation(getDb(), form.location) : null]);
  // The name offered is the search page's own heading ("Nurse Jobs near Austin, TX").
  const defaultName = searchHeading(form, { location }).slice(0, JOB_ALERT_LIMITS.name);
  const here = jobAlertHrefForSearch(form);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Get new jobs like these by email</h1>
          <p className="text-muted-foreground">We check every new job against your search and email you the ones that match, up to 20 in an email.</p>
        </header>
        {hasSearchCriteria(search) ? (
          <>
            <Card className="flex flex-col gap-2">
              <h2 className="text-base font-semibold">Your search</h2>
              <p className="wrap-break-word" data-testid="alert-search">
                {describeJobAlert(search)}
              </p>
              <p className="text-sm">
                <Link href={jobAlertSearchPath(search)}>See the newest jobs for this search</Link>
              </p>
            </Card>
            <NewJobAlertForm search={search} defaultName={defaultName} accountEmail={user?.email ?? null} />
            {user ? null : (
              <p className="text-sm text-muted-foreground">
                Have an account? <Link href={loginPath(here ?? undefined)}>Log in</Link> to keep this alert with your others.
              </p>
            )}
          </>
        ) : (
          <EmptyState
            icon={<Bell />}
            title="Search for jobs first"
            action={
              <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
                Search jobs
              </Link>
            }
          >
            A job alert emails you the new jobs of a search: a keyword, a place, remote only, a category or a company.
          </EmptyState>
        )}
      </div>
    </PageContainer>
  );
}
