import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { APPLICATION_STAGE_LABELS, type ApplicationDetail } from "../types";
import { applicationDate } from "../format";
import { ApplicationDetails } from "./application-details";
import { WithdrawButton } from "./withdraw-button";

/*
 * An application already sent, read-only (decision 033): a second visit to the apply page shows it
 * (one application per person and job), with its stage and a Withdraw button while it is in progress.
 */
const WITHDRAWABLE = new Set(["applied", "viewed", "in-review", "interviewing", "offer"]);

export function SentApplication({ application, dashboardPath }: { application: ApplicationDetail; dashboardPath: string }) {
  return (
    <Card className="flex flex-col gap-4" data-testid="sent-application">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl">Your application</h2>
        <Badge tone={application.stage === "withdrawn" ? "neutral" : "primary"}>{APPLICATION_STAGE_LABELS[application.stage]}</Badge>
      </div>
      <p className="text-sm">
        You applied on {applicationDate.format(new Date(application.submittedAt!))}. Follow it on <Link href={dashboardPath}>your jobs dashboard</Link>.
      </p>
      <ApplicationDetails
        resume={application.resumeDownloadUrl ? <a href={application.resumeDownloadUrl} download>{application.resumeFileName}</a> : "No resume"}
        coverLetter={application.coverLetter}
        answers={application.answers}
      />
      {WITHDRAWABLE.has(application.stage) ? (
        <div>
          <WithdrawButton applicationId={application.id} jobTitle={application.job.title} />
        </div>
      ) : null}
    </Card>
  );
}
