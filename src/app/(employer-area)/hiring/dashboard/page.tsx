import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import {
  HIRING_CREATE_POSTING_PATH,
  HIRING_DASHBOARD_PATH,
  HIRING_DASHBOARD_VIEWS,
  hiringDashboardPath,
  TALENT_JOB_POSTINGS_PATH,
  type HiringDashboardView,
} from "@/lib/employer-routes";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";
import { CompanySwitcher } from "@/features/hiring-dashboard/components/company-switcher";
import { DashboardHeader } from "@/features/hiring-dashboard/components/dashboard-header";
import { DashboardOverview } from "@/features/hiring-dashboard/components/dashboard-overview";
import { DashboardViewsNav } from "@/features/hiring-dashboard/components/dashboard-views-nav";
import { newApplicantsSummary } from "@/features/hiring-dashboard/components/new-applicants-summary";
import { requireDashboardPage } from "@/features/hiring-dashboard/server/dashboard-page-access";
import { openHiringDashboard } from "@/features/hiring-dashboard/server/open-hiring-dashboard";
import { PostingsList } from "@/features/job-postings/components/postings-list";
import { TalentPipelinesDashboard } from "@/features/talent-pipelines/components/talent-pipelines-dashboard";
import { CompanyTracker } from "@/features/hiring-trackers/components/company-tracker";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Hiring dashboard", robots: { index: false } };

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** This page's URL with its query (view, company, the list's filters), to come back to after logging in. */
function returnPath(params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const v = one(value);
    if (v !== undefined) query.set(key, v);
  }
  const qs = query.toString();
  return qs ? `${HIRING_DASHBOARD_PATH}?${qs}` : HIRING_DASHBOARD_PATH;
}

/**
 * /hiring/dashboard (spec 2.7, issue 16 part 4, decision 041): the overview (default) and the
 * job-postings view (?view=job-postings: the postings list of decision 039, with its search, filters
 * and bulk actions) of the company the page acts for (?company=).
 */
export default async function HiringDashboardPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const asked = one(params.view);
  const view: HiringDashboardView = HIRING_DASHBOARD_VIEWS.find((v) => v === asked) ?? "overview";
  const rawPage = one(params.page);
  const page = rawPage === undefined ? 1 : /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : null;
  // The overview's own pages; the job-postings view's list reads its query itself.
  if (page === null && view === "overview") notFound();
  const requested = one(params.company);
  const access = await requireDashboardPage(returnPath(params), requested);
  const { user, company, standing, memberships } = access;
  const db = getDb();
  const now = new Date();
  const canPost = capabilityAllowed(standing, "postings.edit");
  // Links keep ?company= whenever the page could act for another company without it.
  const companyParam = memberships.length > 1 || standing === "admin" ? company.id : undefined;
  const firstName = user.name.trim().split(/\s+/)[0] ?? "";

  const actions = (
    <>
      {canPost ? (
        <Link href={HIRING_CREATE_POSTING_PATH} className={buttonClasses("primary")}>
          <Plus aria-hidden="true" />
          Post a job
        </Link>
      ) : null}
      <Link href={TALENT_JOB_POSTINGS_PATH} className={buttonClasses("outline")}>
        See all postings
      </Link>
    </>
  );
  // The trackers' tabs show when their flag is on and the member may read them (decision 046).
  const [hiringTrackerOn, requisitionTrackerOn] = await Promise.all([isFeatureEnabled("hiring-tracker", db), isFeatureEnabled("requisition-tracker", db)]);
  const canTrack = capabilityAllowed(standing, "trackers.read");
  const hiddenViews: HiringDashboardView[] = [
    ...(hiringTrackerOn && canTrack ? [] : (["hiring-tracker"] as const)),
    ...(requisitionTrackerOn && canTrack ? [] : (["requisition-tracker"] as const)),
  ];
  const switcher =
    memberships.length > 1 ? <CompanySwitcher companies={memberships.map((m) => ({ id: m.companyId, name: m.companyName }))} current={company.id} view={view} /> : undefined;

  // Issue 17's views (each feature's own component; see decisions 043 and 045).
  if (view === "talent-pipelines") {
    return (
      <PageContainer>
        <div className="flex flex-col gap-8">
          <DashboardHeader companyName={company.name} firstName={firstName} summary="Your company's talent pipelines: people per stage, who was added lately and what happened." switcher={switcher} />
          <DashboardViewsNav current="talent-pipelines" company={companyParam} hidden={hiddenViews} />
          <TalentPipelinesDashboard companyId={company.id} standing={standing} company={companyParam} />
        </div>
      </PageContainer>
    );
  }
  if (view === "hiring-tracker" || view === "requisition-tracker") {
    if (!(view === "hiring-tracker" ? hiringTrackerOn : requisitionTrackerOn)) notFound();
    if (!canTrack) forbidden();
    return (
      <PageContainer>
        <div className="flex flex-col gap-8">
          <DashboardHeader
            companyName={company.name}
            firstName={firstName}
            summary={
              view === "hiring-tracker"
                ? "Funnel conversion, time in stage and hires for the period you choose, with each table as CSV."
                : "Open requisitions, time to fill, time in status and hires for the period you choose, with each table as CSV."
            }
            switcher={switcher}
          />
          <DashboardViewsNav current={view} company={companyParam} hidden={hiddenViews} />
          <CompanyTracker kind={view} actor={user} companyId={company.id} companyParam={companyParam} params={params} now={now} />
        </div>
      </PageContainer>
    );
  }

  if (view === "job-postings") {
    return (
      <PageContainer>
        <div className="flex flex-col gap-8">
          <DashboardHeader companyName={company.name} firstName={firstName} summary="Every posting of your company: search, filter and act on several at once." switcher={switcher} />
          <DashboardViewsNav current="job-postings" company={companyParam} hidden={hiddenViews} />
          <PostingsList
            companyId={company.id}
            viewer={user}
            searchParams={{ ...params, company: companyParam }}
            basePath={hiringDashboardPath("job-postings")}
            area="hiring"
            headingLevel={2}
          />
        </div>
      </PageContainer>
    );
  }

  const [data, showResources] = await Promise.all([openHiringDashboard(db, user, company.id, { now, page: page ?? 1 }), isFeatureEnabled("employer-resources", db)]);
  if ((page ?? 1) > data.pageCount) notFound();
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <DashboardHeader
          companyName={company.name}
          firstName={firstName}
          summary={newApplicantsSummary(data)}
          // Nothing posted yet: the one action is the empty state's "Post your first job".
          actions={data.postingCount > 0 ? actions : null}
          switcher={switcher}
        />
        <DashboardViewsNav current="overview" company={companyParam} hidden={hiddenViews} />
        <DashboardOverview data={data} now={now} canPost={canPost} company={companyParam} baseUrl={env().BASE_URL} showResources={showResources} />
      </div>
    </PageContainer>
  );
}
