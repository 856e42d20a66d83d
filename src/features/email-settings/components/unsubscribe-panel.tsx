import Link from "next/link";
import { DASHBOARD_SETTINGS_PATH, emailUnsubscribeApiPath } from "@/lib/routes";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckCircle2, Home, MailCheck, Settings, XCircle } from "@/components/ui/icons";
import { EMAIL_SETTINGS_MESSAGES as M } from "../messages";

/*
 * The mail footer's unsubscribe link lands here (works signed out). A GET only asks: link checkers and
 * mail scanners open links, so the change is a script-free form post to the one-click route (RFC 8058's
 * body), which answers a browser with a 303 back here with done=1.
 */
export type UnsubscribeState = { kind: "ask"; token: string; label: string } | { kind: "done"; label: string } | { kind: "invalid" };

function SettingsLinks({ primary }: { primary: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Link href={DASHBOARD_SETTINGS_PATH} className={buttonClasses(primary ? "primary" : "outline")}>
        <Settings aria-hidden="true" /> {M.changeMore}
      </Link>
      <Link href="/" className={buttonClasses("ghost")}>
        <Home aria-hidden="true" /> {M.home}
      </Link>
    </div>
  );
}

export function UnsubscribePanel({ state }: { state: UnsubscribeState }) {
  const Icon = state.kind === "ask" ? MailCheck : state.kind === "done" ? CheckCircle2 : XCircle;
  const tone = state.kind === "invalid" ? "text-danger" : state.kind === "done" ? "text-success" : "text-primary";
  return (
    <Card className="flex flex-col gap-5">
      <Icon aria-hidden="true" className={`size-10 ${tone}`} />
      {state.kind === "ask" ? (
        <>
          <h1 className="text-2xl sm:text-3xl">{M.unsubscribeTitle(state.label)}</h1>
          <p className="text-muted-foreground">{M.unsubscribeMeaning(state.label)}</p>
          <form method="post" action={emailUnsubscribeApiPath(state.token)}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit" className="w-full sm:w-auto">
              {M.unsubscribeButton}
            </Button>
          </form>
          <p className="text-sm text-muted-foreground">
            {M.ratherChoose} <Link href={DASHBOARD_SETTINGS_PATH}>{M.changeMore}</Link> {M.logInNeeded}
          </p>
        </>
      ) : state.kind === "done" ? (
        <>
          <h1 className="text-2xl sm:text-3xl">{M.unsubscribeDoneTitle(state.label)}</h1>
          <p className="text-muted-foreground">{M.unsubscribeDoneBody}</p>
          <SettingsLinks primary />
        </>
      ) : (
        <>
          <h1 className="text-2xl sm:text-3xl">{M.invalidTitle}</h1>
          <p className="text-muted-foreground">{M.invalidBody}</p>
          <SettingsLinks primary />
        </>
      )}
    </Card>
  );
}
