import type { Metadata } from "next";
import Link from "next/link";
import { requirePagePermission } from "@/lib/auth/guard";
import { jobsSearchPath } from "@/lib/job-search-path";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { GraduationCap } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DASHBOARD_BLOG_PATH, DASHBOARD_COURSES_PATH } from "@/features/candidate-dashboard/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your courses", robots: { index: false } };

/** /dashboard/courses (decision 025): courses come with the learning issue; until then, where to go instead. */
export default async function DashboardCoursesPage() {
  await requirePagePermission("authenticated", DASHBOARD_COURSES_PATH);
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <DashboardPageHeader title="Your courses">Courses you start on Upstep and the certificates you earn.</DashboardPageHeader>
        <EmptyState
          icon={<GraduationCap />}
          title="No courses yet"
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
          Upstep&apos;s courses are being prepared: short, free lessons matched to the skills employers ask for. When they open,
          the ones you start appear here with your progress. Meanwhile, our career advice covers resumes and interviews.
        </EmptyState>
      </div>
    </PageContainer>
  );
}
