import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { WorkHistoryEditor } from "@/features/candidate-profile/components/work-history-editor";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { WORK_HISTORY_PATH } from "@/features/candidate-profile/paths";
import { listWorkHistory } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Work history", robots: { index: false } };

/** /dashboard/candidate360/work-history: add, edit, delete and reorder (decision 024). */
export default async function WorkHistoryPage() {
  const user = await requirePagePermission("authenticated", WORK_HISTORY_PATH);
  const entries = await listWorkHistory(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Work history">The jobs you have had, in the order you want employers to read them.</SectionPageHeader>
        <WorkHistoryEditor initial={entries} />
      </div>
    </PageContainer>
  );
}
