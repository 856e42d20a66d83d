import Link from "next/link";
import { jobsSearchPath } from "@/lib/job-search-path";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { GraduationCap } from "@/components/ui/icons";
import { DashboardJobList } from "@/features/candidate-dashboard/components/dashboard-job-list";
import { DashboardRecentJobs } from "@/features/candidate-dashboard/components/dashboard-recent-jobs";
import { DashboardSection } from "@/features/candidate-dashboard/components/dashboard-section";
import { RecommendedJobsSection } from "@/features/candidate-dashboard/components/recommended-jobs-section";
import { DASHBOARD_BLOG_PATH, DASHBOARD_JOBS_PATH } from "@/features/candidate-dashboard/paths";
import type { DashboardJobRow, getRecommendedJobs } from "@/features/candidate-dashboard/server/queries";

type Recommended = Awaited<ReturnType<typeof getRecommendedJobs>>;

/**
 * /my-profile?tab=jobs-and-courses: the jobs the dashboard shows (recommended from the profile with
 * their reasons, recently viewed from this browser, the newest) and courses, which come with the learning issue: until then, where to go instead.
 */
export function JobsAndCoursesTab({ recommended, jobs, now }: { recommended: Recommended; jobs: DashboardJobRow[]; now: Date }) {
  return (
    <div className="flex flex-col gap-10">
      <RecommendedJobsSection
        id="my-profile-recommended"
        jobs={recommended.jobs}
        searched={recommended.searched}
        missing={recommended.missing}
        now={now}
        more={{ href: DASHBOARD_JOBS_PATH, label: "All recommended jobs" }}
        phoneLimit={3}
      />
      <DashboardRecentJobs />
      {jobs.length > 0 ? (
        <DashboardSection id="my-profile-newest" title="Newest jobs" description="Just posted, from every category and place." more={{ href: DASHBOARD_JOBS_PATH, label: "All your jobs" }}>
          <DashboardJobList jobs={jobs} now={now} label="Newest jobs" phoneLimit={3} />
        </DashboardSection>
      ) : (
        <EmptyState
          title="No jobs to show yet"
          action={
            <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
              Search jobs
            </Link>
          }
        >
          New jobs appear here as soon as employers post them. Search every open job meanwhile.
        </EmptyState>
      )}
      <EmptyState
        icon={<GraduationCap />}
        title="Courses"
        action={
          <>
            <Link href={DASHBOARD_BLOG_PATH} className={buttonClasses("primary", "md")}>
              Read career advice
            </Link>
            <Link href={jobsSearchPath()} className={buttonClasses("outline", "md")}>
              Search jobs
            </Link>
          </>
        }
      >
        Upstep&apos;s courses are being prepared: short, free lessons matched to the skills employers ask for. The ones you start will be
        listed here with your progress. Meanwhile, our career advice covers resumes and interviews.
      </EmptyState>
    </div>
  );
}
