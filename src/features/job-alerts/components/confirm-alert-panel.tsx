import Link from "next/link";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckCircle2, MailCheck, XCircle } from "@/components/ui/icons";
import { jobAlertUnsubscribePath } from "../paths";
import { JOB_ALERT_FREQUENCIES } from "../schemas";
import { describeJobAlert, jobAlertSearchPath } from "../search-path";
import type { JobAlert } from "../types";

/*
 * /job-alerts/confirm (decision 037): the confirmation mail's link shows the alert and a button; the
 * change is a script-free form post (a GET only shows, so a mail scanner that opens links confirms
 * nothing), answered with a 303 to this page saying what happens next.
 */
type Alert = JobAlert & { email: string };
export type ConfirmAlertState =
  | { kind: "pending"; token: string; alert: Alert }
  | { kind: "confirmed"; alert: Alert; unsubscribeToken: string; inAccount: boolean }
  | { kind: "invalid" };

const when = (f: JobAlert["frequency"]) => ({ instant: "as soon as they are posted", daily: "once a day", weekly: "once a week" })[f];
const frequencyLabel = (f: JobAlert["frequency"]) => JOB_ALERT_FREQUENCIES.find((o) => o.value === f)?.label ?? f;

function Facts({ alert }: { alert: Alert }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="font-semibold">Search</dt>
      <dd className="wrap-break-word text-muted-foreground">{describeJobAlert(alert)}</dd>
      <dt className="font-semibold">How often</dt>
      <dd className="text-muted-foreground">{frequencyLabel(alert.frequency)}</dd>
      {alert.email ? (
        <>
          <dt className="font-semibold">Sent to</dt>
          <dd className="wrap-break-word text-muted-foreground">{alert.email}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function ConfirmAlertPanel({ state, confirmAction }: { state: ConfirmAlertState; confirmAction: string }) {
  const Icon = state.kind === "invalid" ? XCircle : state.kind === "pending" ? MailCheck : CheckCircle2;
  return (
    <Card className="flex flex-col gap-5">
      <Icon aria-hidden="true" className={`size-10 ${state.kind === "invalid" ? "text-danger" : "text-primary"}`} />
      {state.kind === "pending" ? (
        <>
          <h1 className="text-2xl wrap-break-word sm:text-3xl">Confirm your job alert “{state.alert.name}”</h1>
          <Facts alert={state.alert} />
          <form method="post" action={confirmAction}>
            <input type="hidden" name="token" value={state.token} />
            <Button type="submit" className="w-full sm:w-auto">
              Confirm my job alert
            </Button>
          </form>
          <p className="text-sm text-muted-foreground">Did not ask for this? Close this page: nothing is sent unless you confirm.</p>
        </>
      ) : state.kind === "confirmed" ? (
        <>
          <h1 className="text-2xl wrap-break-word sm:text-3xl">Your job alert “{state.alert.name}” is on</h1>
          <Facts alert={state.alert} />
          <div className="flex flex-col gap-2 text-muted-foreground">
            <h2 className="text-lg font-semibold text-foreground">What happens next</h2>
            <p>
              We check every new job on Upstep against your search and email you the ones that match, {when(state.alert.frequency)}: only jobs you have not been sent, at most 20
              in an email. Each email has a link to unsubscribe in one click.
            </p>
            {state.inAccount ? <p>Your account uses this address, so the alert is with your other job alerts in your settings.</p> : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link href={jobAlertSearchPath(state.alert)} className={buttonClasses("primary")}>
              See the newest jobs now
            </Link>
            {state.inAccount ? (
              <Link href={DASHBOARD_SETTINGS_PATH} className={buttonClasses("outline")}>
                Your job alerts
              </Link>
            ) : null}
            <Link href={jobAlertUnsubscribePath(state.unsubscribeToken)} className={buttonClasses("ghost")}>
              Unsubscribe
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-2xl sm:text-3xl">This link is not valid</h1>
          <p className="text-muted-foreground">
            It may have been used already: a confirmed job alert sends its first email when new jobs match. Or the alert was deleted. You can make a new one from any job search.
          </p>
          <div>
            <Link href="/jobs" className={buttonClasses("outline")}>
              Search jobs
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}
