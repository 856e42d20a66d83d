import type { Metadata } from "next";
import { PageContainer } from "@/components/ui/page-container";
import { UnsubscribePanel } from "@/features/email-settings/components/unsubscribe-panel";
import { unsubscribeState } from "@/features/email-settings/server/unsubscribe-state";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

/** /email/unsubscribe?token=...[&done=1]: the mail footer's link; asks, never unsubscribes on GET. Works signed out. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token, done } = await searchParams;
  const state = unsubscribeState(typeof token === "string" ? token : undefined, typeof done === "string" ? done : undefined);
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl">
        <UnsubscribePanel state={state} />
      </div>
    </PageContainer>
  );
}
