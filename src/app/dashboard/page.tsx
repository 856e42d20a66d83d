import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { jobsSearchPath } from "@/lib/job-search-path";
import { PageContainer } from "@/components/ui/page-container";
import { HomeSearchForm } from "@/features/home/components/home-search-form";
import { DashboardRecentJobs } from "@/features/candidate-dashboard/components/dashboard-recent-jobs";
import { DashboardJobList } from "@/features/candidate-dashboard/components/dashboard-job-list";
import { DashboardSection } from "@/features/candidate-dashboard/components/dashboard-section";
import { DashboardSectionsNav } from "@/features/candidate-dashboard/components/dashboard-sections-nav";
import { DashboardSummary } from "@/features/candidate-dashboard/components/dashboard-summary";
import { ProfileCompletionWidget } from "@/features/candidate-dashboard/components/profile-completion-widget";
import { RecommendedJobsSection } from "@/features/candidate-dashboard/components/recommended-jobs-section";
import { DASHBOARD_JOBS_PATH, DASHBOARD_PATH } from "@/features/candidate-dashboard/paths";
import { getCandidateDashboard } from "@/features/candidate-dashboard/server/queries";
import { FinishOnboardingPrompt } from "@/features/onboarding/components/finish-onboarding-prompt";
import { DidYouApply } from "@/features/application-status/components/did-you-apply";
import { listPendingExternalApplies } from "@/features/application-status/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your dashboard", robots: { index: false } };

/** /dashboard (spec 2.7 "Candidate", decision 025): a signed-in person's starting point. */
export default async function DashboardPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_PATH);
  const now = new Date();
  const [{ dashboard, jobs, recommended }, pending] = await Promise.all([
    getCandidateDashboard(getDb(), user, env().PARTNER_DASHBOARD_NAME),
    listPendingExternalApplies(getDb(), user.id, now),
  ]);
  return (
    <PageContainer>
      <div className="flex flex-col gap-10">
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-foreground">Your {dashboard.brandName} dashboard</p>
          <h1>{dashboard.firstName ? `Welcome back, ${dashboard.firstName}` : "Welcome back"}</h1>
          <p className="max-w-prose text-muted-foreground">Find your next job, keep your profile current and see what is new for you.</p>
        </header>

        <FinishOnboardingPrompt userId={user.id} roles={user.roles} />

        {pending.length ? <DidYouApply pending={pending} compact /> : null}

        <DashboardSummary
          initial={dashboard}
          readAt={now.getTime()}
          profileCard={dashboard.completion ? <ProfileCompletionWidget completion={dashboard.completion} /> : undefined}
        />

        <RecommendedJobsSection
          id="dashboard-recommended"
          jobs={recommended}
          searched={dashboard.recommendations.searched}
          missing={dashboard.recommendations.missing}
          now={now}
          more={{ href: DASHBOARD_JOBS_PATH, label: "All recommended jobs" }}
          phoneLimit={3}
        />

        <DashboardSection id="dashboard-find-jobs" title="Find jobs" description="Search every open job by title, skill or company, near you or remote.">
          <HomeSearchForm />
        </DashboardSection>

        <DashboardRecentJobs />

        {jobs.length > 0 ? (
          <DashboardSection
            id="dashboard-newest"
            title="Newest jobs"
            description="Just posted, from every category and place."
            more={{ href: jobsSearchPath({ sort: "date" }), label: "See all new jobs" }}
          >
            <DashboardJobList jobs={jobs} now={now} label="Newest jobs" phoneLimit={4} />
          </DashboardSection>
        ) : null}

        <DashboardSection id="dashboard-sections" title="Explore your dashboard">
          <DashboardSectionsNav />
        </DashboardSection>
      </div>
    </PageContainer>
  );
}
