import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { BROWSE_JOBS_REMOTE_PATH } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { PageContainer } from "@/components/ui/page-container";
import { AppliedList } from "@/features/application-status/components/applied-list";
import { DashboardJobsTabs } from "@/features/application-status/components/dashboard-jobs-tabs";
import { DidYouApply } from "@/features/application-status/components/did-you-apply";
import { RecentPanel } from "@/features/application-status/components/recent-panel";
import { SavedList } from "@/features/application-status/components/saved-list";
import { listPendingExternalApplies, listStageHistories } from "@/features/application-status/server/queries";
import { listApplicationsForUser } from "@/features/applications/server/queries";
import { DashboardJobList } from "@/features/candidate-dashboard/components/dashboard-job-list";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DashboardSection } from "@/features/candidate-dashboard/components/dashboard-section";
import { RecommendedJobsSection } from "@/features/candidate-dashboard/components/recommended-jobs-section";
import { DASHBOARD_JOBS_PATH } from "@/features/candidate-dashboard/paths";
import { DASHBOARD_JOBS_PAGE_LIMIT, RECOMMENDED_JOBS_PAGE_LIMIT, getRecommendedJobs, listDashboardJobs } from "@/features/candidate-dashboard/server/queries";
import { listSavedJobs } from "@/features/saved-jobs/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your jobs", robots: { index: false } };

/*
 * /dashboard/jobs (decisions 025, 035): "Did you apply?" for external applies, then the Applied,
 * Saved and Recent tabs (the tab in the URL's ?tab=, Applied by default; every panel rendered with
 * the page), then the jobs recommended from the profile, the newest and the newest remote jobs.
 */
export default async function DashboardJobsPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_JOBS_PATH);
  const db = getDb();
  const now = new Date();
  const [applications, saved, pending, recommended, newest, remote] = await Promise.all([
    listApplicationsForUser(db, user.id, now),
    listSavedJobs(db, user.id, now),
    listPendingExternalApplies(db, user.id, now),
    getRecommendedJobs(db, user.id, { limit: RECOMMENDED_JOBS_PAGE_LIMIT }),
    listDashboardJobs(db, { limit: DASHBOARD_JOBS_PAGE_LIMIT }),
    listDashboardJobs(db, { remote: true, limit: DASHBOARD_JOBS_PAGE_LIMIT / 2 }),
  ]);
  const histories = await listStageHistories(
    db,
    applications.filter((a) => a.stage !== "draft").map((a) => a.id),
  );
  return (
    <PageContainer>
      <div className="flex flex-col gap-10">
        <DashboardPageHeader title="Your jobs">Your applications and where each one stands, the jobs you saved and viewed, and jobs recommended for you.</DashboardPageHeader>

        {pending.length ? <DidYouApply pending={pending} /> : null}

        <DashboardJobsTabs
          counts={{ applied: applications.length, saved: saved.length }}
          panels={{
            applied: <AppliedList applications={applications} histories={histories} />,
            saved: <SavedList jobs={saved} />,
            recent: <RecentPanel />,
          }}
        />

        <RecommendedJobsSection id="jobs-recommended" jobs={recommended.jobs} searched={recommended.searched} missing={recommended.missing} now={now} />

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
