import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { BROWSE_JOBS_REMOTE_PATH } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Bookmark } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { DashboardJobList } from "@/features/candidate-dashboard/components/dashboard-job-list";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DashboardSection } from "@/features/candidate-dashboard/components/dashboard-section";
import { RecommendedJobsSection } from "@/features/candidate-dashboard/components/recommended-jobs-section";
import { DASHBOARD_JOBS_PATH } from "@/features/candidate-dashboard/paths";
import { DASHBOARD_JOBS_PAGE_LIMIT, RECOMMENDED_JOBS_PAGE_LIMIT, getRecommendedJobs, listDashboardJobs } from "@/features/candidate-dashboard/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your jobs", robots: { index: false } };

/** /dashboard/jobs (decision 025): jobs recommended from the profile, new and remote jobs; saved jobs and applications arrive with applying. */
export default async function DashboardJobsPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_JOBS_PATH);
  const db = getDb();
  const now = new Date();
  const [recommended, newest, remote] = await Promise.all([
    getRecommendedJobs(db, user.id, { limit: RECOMMENDED_JOBS_PAGE_LIMIT }),
    listDashboardJobs(db, { limit: DASHBOARD_JOBS_PAGE_LIMIT }),
    listDashboardJobs(db, { remote: true, limit: DASHBOARD_JOBS_PAGE_LIMIT / 2 }),
  ]);
  return (
    <PageContainer>
      <div className="flex flex-col gap-10">
        <DashboardPageHeader title="Your jobs">Jobs recommended from your profile, the newest jobs on Upstep and the newest you can do from home.</DashboardPageHeader>

        <RecommendedJobsSection id="jobs-recommended" jobs={recommended.jobs} searched={recommended.searched} missing={recommended.missing} now={now} />

        <EmptyState
          icon={<Bookmark />}
          title="Saved jobs and applications"
          action={
            <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
              Search jobs
            </Link>
          }
        >
          Saving jobs and applying on Upstep are on their way. When they arrive, the jobs you save and the applications you send
          are listed here with their status. Until then, open any job to apply on the employer&apos;s site.
        </EmptyState>

        {newest.length > 0 ? (
          <DashboardSection id="jobs-newest" title="Newest jobs" description="Just posted, from every category and place." more={{ href: jobsSearchPath({ sort: "date" }), label: "See all new jobs" }}>
            <DashboardJobList jobs={newest} now={now} label="Newest jobs" />
          </DashboardSection>
        ) : null}

        {remote.length > 0 ? (
          <DashboardSection id="jobs-remote" title="Newest remote jobs" description="Work from anywhere." more={{ href: BROWSE_JOBS_REMOTE_PATH, label: "All remote jobs" }}>
            <DashboardJobList jobs={remote} now={now} label="Newest remote jobs" />
          </DashboardSection>
        ) : null}
      </div>
    </PageContainer>
  );
}
