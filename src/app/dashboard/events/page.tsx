import type { Metadata } from "next";
import Link from "next/link";
import { requirePagePermission } from "@/lib/auth/guard";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Calendar } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DASHBOARD_EVENTS_PATH } from "@/features/candidate-dashboard/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your events", robots: { index: false } };

/** /dashboard/events (decision 025): events come with their own issue; until then, how to hear of them. */
export default async function DashboardEventsPage() {
  await requirePagePermission("authenticated", DASHBOARD_EVENTS_PATH);
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <DashboardPageHeader title="Your events">Hiring events and career fairs you sign up for.</DashboardPageHeader>
        <EmptyState
          icon={<Calendar />}
          title="No events yet"
          action={
            <>
              <Link href={DASHBOARD_SETTINGS_PATH} className={buttonClasses("primary", "md")}>
                Choose your email
              </Link>
              <Link href={jobsSearchPath()} className={buttonClasses("outline", "md")}>
                Search jobs
              </Link>
            </>
          }
        >
          Hiring events and career fairs are coming to Upstep. The events you sign up for will be listed here. Keep
          &ldquo;Events&rdquo; email on in your settings and we will tell you when the first ones near you open.
        </EmptyState>
      </div>
    </PageContainer>
  );
}
