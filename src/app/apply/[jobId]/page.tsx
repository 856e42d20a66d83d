import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { jobDetailPath } from "@/lib/job-routes";
import { Alert } from "@/components/ui/alert";
import { PageContainer } from "@/components/ui/page-container";
import { ApplyForm } from "@/features/applications/components/apply-form";
import { SentApplication } from "@/features/applications/components/sent-application";
import { APPLICATION_MESSAGES } from "@/features/applications/messages";
import { applyPath } from "@/features/applications/paths";
import { isApplySource, sourceFromReferrer } from "@/features/applications/source";
import { env } from "@/lib/env";
import { findJobForApplying, listGradedQuestions, publicQuestions } from "@/features/applications/server/job-for-applying";
import { buildProfileSnapshot } from "@/features/applications/server/profile-snapshot";
import { getApplicationForJob } from "@/features/applications/server/queries";
import { PERSONAL_INFO_PATH } from "@/features/candidate-profile/paths";
import { DASHBOARD_JOBS_PATH } from "@/features/candidate-dashboard/paths";
import { listResumes } from "@/features/resumes/server/queries";
import { countJobApplyClick } from "@/features/jobs/server/job-stats";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Apply", robots: { index: false } };

/**
 * /apply/{jobId} (issue 15 part 1, decision 033): the apply form for an on-platform job. Signed-out
 * visitors go through log-in and come back here; a sent application is shown read-only (one per
 * person and job); a closed job says so.
 */
export default async function ApplyPage({ params, searchParams }: { params: Promise<{ jobId: string }>; searchParams: Promise<{ from?: string | string[] }> }) {
  const { jobId } = await params;
  // Where the person came to apply from (decision 040): the job page's ?from=, else the page that linked here.
  const from = (await searchParams).from;
  const source = isApplySource(from) ? from : sourceFromReferrer((await headers()).get("referer"), new URL(env().BASE_URL).origin);
  const user = await requirePagePermission("candidate", applyPath(jobId));
  const db = getDb();
  const job = await findJobForApplying(db, jobId);
  if (!job) notFound();
  const application = await getApplicationForJob(db, user.id, job.id);
  const header = (
    <header className="flex flex-col gap-2">
      <Link href={jobDetailPath(job.id)} className="w-fit text-sm">
        Back to the job
      </Link>
      <h1>Apply for {job.title}</h1>
      <p className="text-muted-foreground">{job.companyName}</p>
    </header>
  );
  let content;
  if (application && application.stage !== "draft") {
    content = <SentApplication application={application} dashboardPath={DASHBOARD_JOBS_PATH} />;
  } else if (!job.applyOnPlatform) {
    content = (
      <Alert tone="info">
        {APPLICATION_MESSAGES.notOnPlatform} <Link href={jobDetailPath(job.id)}>See the job</Link> for where to apply.
      </Alert>
    );
  } else if (job.gone) {
    content = (
      <Alert tone="warning" title="Applications are closed">
        {APPLICATION_MESSAGES.jobGone} <Link href="/jobs">Find other jobs</Link>.
      </Alert>
    );
  } else {
    // An apply click for the posting's analytics (decision 039): the form opened for an open on-platform job.
    countJobApplyClick(job.id);
    const [resumes, questions, profile, selfReport, ofccp, parsingEnabled] = await Promise.all([
      listResumes(db, { ownerId: user.id }),
      listGradedQuestions(db, job.id),
      buildProfileSnapshot(db, user.id),
      isFeatureEnabled("job-apply-self-report", db),
      isFeatureEnabled("job-apply-ofccp", db),
      isFeatureEnabled("resume-upload-v4", db),
    ]);
    content = (
      <ApplyForm
        job={{ id: job.id, title: job.title, companyName: job.companyName }}
        draft={application}
        profile={profile}
        profileEditPath={PERSONAL_INFO_PATH}
        resumes={resumes}
        questions={publicQuestions(questions)}
        parsingEnabled={parsingEnabled}
        selfId={{ selfReport, ofccp }}
        source={source}
      />
    );
  }
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        {header}
        {content}
      </div>
    </PageContainer>
  );
}
