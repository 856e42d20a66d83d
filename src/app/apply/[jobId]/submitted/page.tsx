import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { buttonLook } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { CheckCircle2 } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { applicationDate } from "@/features/applications/format";
import { applicationSubmittedPath, applyPath } from "@/features/applications/paths";
import { getApplicationForJob } from "@/features/applications/server/queries";
import { DASHBOARD_JOBS_PATH } from "@/features/candidate-dashboard/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Application sent", robots: { index: false } };

/** /apply/{jobId}/submitted: the confirmation after applying (decision 033); a draft goes back to the form. */
export default async function ApplicationSubmittedPage({ params }: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await params;
  const user = await requirePagePermission("candidate", applicationSubmittedPath(jobId));
  const application = await getApplicationForJob(getDb(), user.id, jobId);
  if (!application) notFound();
  if (application.stage === "draft") redirect(applyPath(jobId));
  return (
    <PageContainer>
      <Card className="mx-auto flex max-w-2xl flex-col items-start gap-4">
        <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
        <h1>Application sent</h1>
        <p>
          Your application for <strong>{application.job.title}</strong> at <strong>{application.job.companyName}</strong> was sent on {applicationDate.format(new Date(application.submittedAt!))}.
          We emailed you a confirmation.
        </p>
        <p className="text-muted-foreground">You will hear from us when {application.job.companyName} views it or moves it to another stage. You can follow it, or withdraw it, from your jobs dashboard.</p>
        <div className="flex flex-wrap gap-3">
          <Link href={DASHBOARD_JOBS_PATH} className={buttonLook("primary", "md")}>
            See your applications
          </Link>
          <Link href="/jobs" className={buttonLook("outline", "md")}>
            Find more jobs
          </Link>
        </div>
      </Card>
    </PageContainer>
  );
}
