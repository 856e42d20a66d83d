import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { getDb } from "@/db/client";
import { editRequisitionPath, requisitionPath } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { RequisitionForm } from "@/features/requisitions/components/requisition-form";
import { isFinal, requisitionLabel } from "@/features/requisitions/schemas";
import { requireRequisitionPage } from "@/features/requisitions/server/page-access";
import { formInputOf, listMemberOptions, requisitionViewOf } from "@/features/requisitions/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit requisition", robots: { index: false } };

/** /talent/requisitions/{requisitionId}/edit (decision 045): requisitions.edit; a filled or cancelled requisition is final (403). */
export default async function EditRequisitionPage({ params }: { params: Promise<{ requisitionId: string }> }) {
  const { requisitionId } = await params;
  const db = getDb();
  const loaded = await requireRequisitionPage(db, editRequisitionPath(requisitionId), requisitionId, "requisitions.edit");
  if (isFinal(loaded.requisition.status)) forbidden();
  const [view, members] = await Promise.all([requisitionViewOf(db, loaded), listMemberOptions(db, loaded.requisition.companyId)]);
  return (
    <PageContainer>
      <div className="flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <a href={requisitionPath(view.id)} className="w-fit text-sm">
            Back to {requisitionLabel(view.number)}
          </a>
          <h1 className="break-words">Edit {requisitionLabel(view.number)} {view.title}</h1>
        </header>
        <RequisitionForm mode="edit" requisitionId={view.id} approversLocked={view.status !== "draft"} companyId={view.companyId} members={members} initial={formInputOf(view)} />
      </div>
    </PageContainer>
  );
}
