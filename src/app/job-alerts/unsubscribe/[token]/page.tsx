import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { AlertUnsubscribePanel, type AlertUnsubscribeState } from "@/features/job-alerts/components/alert-unsubscribe-panel";
import { alertByToken } from "@/features/job-alerts/server/token-actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Job alert email", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /job-alerts/unsubscribe/{token}[?done=off|on]: one job alert's unsubscribe, undo and resume (decision 037). Works signed out. */
export default async function JobAlertUnsubscribePage({ params, searchParams }: Props) {
  const { token } = await params;
  const { done } = await searchParams;
  const alert = await alertByToken(getDb(), token);
  let state: AlertUnsubscribeState = { kind: "invalid" };
  if (alert && alert.active) state = done === "on" ? { kind: "resumed", token, name: alert.name } : { kind: "on", token, name: alert.name };
  else if (alert) state = { kind: "off", token, name: alert.name, paused: alert.pausedReason === "unopened", justDone: done === "off" };
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl">
        <AlertUnsubscribePanel state={state} />
      </div>
    </PageContainer>
  );
}
