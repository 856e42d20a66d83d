import { Alert } from "@/components/ui/alert";
import type { JobAlert } from "../types";
import { JobAlertsEditor } from "./job-alerts-editor";

/*
 * /dashboard/settings's job alerts (decision 037), above the email preferences: the same editor as
 * /dashboard/candidate360/job-alerts, under its own h2 (each alert is an h3 here), and a warning
 * when the Job alerts email setting below is off, because then no alert is mailed.
 */
export function JobAlertsSection({ alerts, mailOn }: { alerts: JobAlert[]; mailOn: boolean }) {
  return (
    <section aria-labelledby="job-alerts-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="job-alerts-heading" className="text-2xl">
          Job alerts
        </h2>
        <p className="mt-1 text-muted-foreground">New jobs for the searches you saved, by email. Create one from any job search with “Get new jobs like these by email”.</p>
      </div>
      {!mailOn ? <Alert tone="warning">Job alert emails are off in your email settings below, so these alerts send nothing. Turn Job alerts on to get them.</Alert> : null}
      <JobAlertsEditor initial={alerts} headingLevel={3} />
    </section>
  );
}
