import Link from "next/link";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckCircle2, Home, MailCheck, XCircle } from "@/components/ui/icons";
import { jobAlertUnsubscribeApiPath } from "../paths";

/*
 * A job alert mail's unsubscribe link (and the pause mail's resume link) lands here, signed out too
 * (decision 037). As the category unsubscribe page: a GET only shows; the change is a script-free form
 * post to the one-click route, which answers with a 303 back here saying what was done, with Undo.
 */
export type AlertUnsubscribeState =
  | { kind: "on"; token: string; name: string }
  | { kind: "off"; token: string; name: string; paused: boolean; justDone: boolean }
  | { kind: "resumed"; token: string; name: string }
  | { kind: "invalid" };

function ActionForm({ token, on, label, primary }: { token: string; on: boolean; label: string; primary?: boolean }) {
  return (
    <form method="post" action={jobAlertUnsubscribeApiPath(token, { undo: on })}>
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <Button type="submit" variant={primary ? "primary" : "outline"} className="w-full sm:w-auto">
        {label}
      </Button>
    </form>
  );
}

export function AlertUnsubscribePanel({ state }: { state: AlertUnsubscribeState }) {
  const Icon = state.kind === "invalid" ? XCircle : state.kind === "on" ? MailCheck : CheckCircle2;
  return (
    <Card className="flex flex-col gap-5">
      <Icon aria-hidden="true" className={`size-10 ${state.kind === "invalid" ? "text-danger" : "text-primary"}`} />
      {state.kind === "on" ? (
        <>
          <h1 className="text-2xl wrap-break-word sm:text-3xl">Unsubscribe from the job alert “{state.name}”?</h1>
          <p className="text-muted-foreground">We will stop emailing you new jobs for this search. Your other job alerts are not changed.</p>
          <ActionForm token={state.token} on={false} label="Unsubscribe" primary />
        </>
      ) : state.kind === "off" ? (
        <>
          <h1 className="text-2xl wrap-break-word sm:text-3xl">
            {state.justDone ? `You are unsubscribed from “${state.name}”` : state.paused ? `The job alert “${state.name}” is paused` : `The job alert “${state.name}” is off`}
          </h1>
          <p className="text-muted-foreground">
            {state.justDone
              ? "We will not email you jobs for this search any more. Changed your mind?"
              : state.paused
                ? "We paused it because its emails were not opened for 3 months. Resume it to get new jobs for this search again."
                : "It sends no email. Turn it back on to get new jobs for this search again."}
          </p>
          <ActionForm token={state.token} on label={state.justDone ? "Undo" : "Resume this job alert"} primary={!state.justDone} />
        </>
      ) : state.kind === "resumed" ? (
        <>
          <h1 className="text-2xl wrap-break-word sm:text-3xl">The job alert “{state.name}” is on</h1>
          <p className="text-muted-foreground">We will email you new jobs for this search again.</p>
          <ActionForm token={state.token} on={false} label="Unsubscribe" />
        </>
      ) : (
        <>
          <h1 className="text-2xl sm:text-3xl">This link is not valid</h1>
          <p className="text-muted-foreground">The job alert may have been deleted. Log in to see and change your job alerts in your settings.</p>
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link href={DASHBOARD_SETTINGS_PATH} className={buttonClasses("ghost")}>
          Your settings
        </Link>
        <Link href="/" className={buttonClasses("ghost")}>
          <Home aria-hidden="true" /> Home
        </Link>
      </div>
    </Card>
  );
}
