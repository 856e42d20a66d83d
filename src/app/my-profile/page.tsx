import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { getEmailPreferences } from "@/lib/email/preferences";
import { MY_PROFILE_PATH } from "@/lib/routes";
import { PageContainer } from "@/components/ui/page-container";
import { Pencil } from "@/components/ui/icons";
import { getRecommendedJobs, listDashboardJobs, RECOMMENDED_DASHBOARD_LIMIT } from "@/features/candidate-dashboard/server/queries";
import { employerViewOfCandidate, getPersonalInfo } from "@/features/candidate-profile/server/queries";
import { listResumes } from "@/features/resumes/server/queries";
import { ProfileViewsCard } from "@/features/talent-search/components/profile-views-card";
import { PROFILE_VIEWS_WINDOW_DAYS, profileViewsSummary } from "@/features/talent-search/server/queries";
import { Candidate360Tab } from "./candidate360-tab";
import { EmployerPreviewPanel } from "./employer-preview-panel";
import { JobsAndCoursesTab } from "./jobs-and-courses-tab";
import { MyProfileTabs } from "./my-profile-tabs";
import { SettingsTab } from "./settings-tab";
import { EDIT_PROFILE_PATH, myProfilePath, myProfileTab } from "./tabs";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My profile", robots: { index: false } };

/*
 * /my-profile (spec 2.7: tab = candidate360, settings or jobs-and-courses; decisions 021, 031). No
 * tab is candidate360; an unknown tab is sent to it. Every panel is rendered with the page, so
 * switching tabs (which rewrites the URL's tab) needs no round trip.
 */
export default async function MyProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const tab = myProfileTab(sp.tab);
  const preview = sp.preview === "employer";
  const user = await requirePagePermission("authenticated", tab ? myProfilePath(tab, { preview }) : MY_PROFILE_PATH);
  if (sp.tab !== undefined && !tab) redirect(myProfilePath("candidate360"));

  const db = getDb();
  const now = new Date();
  const [personal, view, resumes, recommended, jobs, preferences, views] = await Promise.all([
    getPersonalInfo(db, user.id),
    employerViewOfCandidate(db, user.id, { preview: true }),
    listResumes(db, { ownerId: user.id }),
    getRecommendedJobs(db, user.id, { limit: RECOMMENDED_DASHBOARD_LIMIT }),
    listDashboardJobs(db),
    getEmailPreferences(db, user.id),
    profileViewsSummary(db, user.id),
  ]);
  // The signed-in user exists, so the preview projection does too.
  const ownView = view!;

  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1>My profile</h1>
            <p className="mt-2 text-muted-foreground">Your profile as others read it, the jobs and courses for you, and your settings.</p>
          </div>
          <Link href={EDIT_PROFILE_PATH} className="inline-flex items-center gap-1.5 font-semibold">
            <Pencil aria-hidden="true" className="size-4" /> Edit profile
          </Link>
        </header>
        <MyProfileTabs
          panels={{
            candidate360: <Candidate360Tab
                email={user.email}
                personal={personal}
                view={ownView}
                resumes={resumes}
                profileViews={<ProfileViewsCard summary={views} windowDays={PROFILE_VIEWS_WINDOW_DAYS} />}
              />,
            "jobs-and-courses": <JobsAndCoursesTab recommended={recommended} jobs={jobs} now={now} />,
            settings: <SettingsTab preferences={preferences} />,
          }}
          employerPreview={<EmployerPreviewPanel view={ownView} />}
        />
      </div>
    </PageContainer>
  );
}
