import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { ConfirmAlertPanel, type ConfirmAlertState } from "@/features/job-alerts/components/confirm-alert-panel";
import { CONFIRM_JOB_ALERT_API } from "@/features/job-alerts/paths";
import { confirmedAlertByToken, pendingAlertByConfirmToken } from "@/features/job-alerts/server/email-job-alerts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your job alert", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

/**
 * /job-alerts/confirm?token=... (the confirmation mail's link: shows the alert and a Confirm button) and
 * ?alert=... (after confirming: what happens next). Works signed out; a wrong token says so (decision 037).
 */
export default async function ConfirmJobAlertPage({ searchParams }: Props) {
  const params = await searchParams;
  const db = getDb();
  let state: ConfirmAlertState = { kind: "invalid" };
  const token = one(params.token);
  const done = one(params.alert);
  if (done) {
    const alert = await confirmedAlertByToken(db, done);
    if (alert) state = { kind: "confirmed", alert, unsubscribeToken: alert.unsubscribeToken, inAccount: alert.inAccount };
  } else if (token) {
    const alert = await pendingAlertByConfirmToken(db, token);
    if (alert) state = { kind: "pending", token, alert };
  }
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl">
        <ConfirmAlertPanel state={state} confirmAction={CONFIRM_JOB_ALERT_API} />
      </div>
    </PageContainer>
  );
}
