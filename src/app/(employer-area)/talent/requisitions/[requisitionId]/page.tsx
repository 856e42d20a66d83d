import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { REQUISITIONS_PATH, requisitionPath } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { RequisitionDetail } from "@/features/requisitions/components/requisition-detail";
import { isFinal, requisitionLabel } from "@/features/requisitions/schemas";
import { requireRequisitionPage } from "@/features/requisitions/server/page-access";
import { abilitiesOf, hireableApplicants, linkablePostings, requisitionActivityOf, requisitionViewOf } from "@/features/requisitions/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Requisition", robots: { index: false } };

/**
 * /talent/requisitions/{requisitionId} (decision 045): one requisition for the members of its company
 * (requisitions.read; interviewers read only): details, team, approvals, linked postings, hires,
 * status actions and history.
 */
export default async function RequisitionPage({ params }: { params: Promise<{ requisitionId: string }> }) {
  const { requisitionId } = await params;
  const db = getDb();
  const loaded = await requireRequisitionPage(db, requisitionPath(requisitionId), requisitionId, "requisitions.read");
  const [requisition, activity] = await Promise.all([requisitionViewOf(db, loaded), requisitionActivityOf(db, loaded.requisition.id)]);
  const abilities = abilitiesOf(requisition, loaded.standing, loaded.user.id);
  const editable = abilities.canEdit && !isFinal(requisition.status);
  const [linkable, hireable] = editable ? await Promise.all([linkablePostings(db, requisition.companyId), hireableApplicants(db, requisition.id)]) : [[], []];
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <a href={REQUISITIONS_PATH} className="w-fit text-sm">
            Back to requisitions
          </a>
          <h1 className="break-words">
            <span className="text-muted-foreground">{requisitionLabel(requisition.number)}</span> {requisition.title}
          </h1>
          <p className="text-muted-foreground">{requisition.companyName}</p>
        </header>
        <RequisitionDetail initial={{ requisition, abilities, activity }} linkable={linkable} hireable={hireable} />
      </div>
    </PageContainer>
  );
}
