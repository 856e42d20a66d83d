import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { NEW_REQUISITION_PATH, REQUISITIONS_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { RequisitionForm } from "@/features/requisitions/components/requisition-form";
import { emptyRequisitionInput } from "@/features/requisitions/schemas";
import { requireRequisitionsCompanyPage } from "@/features/requisitions/server/page-access";
import { listMemberOptions } from "@/features/requisitions/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create a requisition", robots: { index: false } };

/** /talent/requisitions/new (decision 045): a new draft requisition (requisitions.edit). */
export default async function NewRequisitionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const db = getDb();
  const { company } = await requireRequisitionsCompanyPage(db, NEW_REQUISITION_PATH, typeof sp.company === "string" ? sp.company : null, "requisitions.edit");
  const members = await listMemberOptions(db, company.id);
  return (
    <PageContainer>
      <div className="flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <a href={REQUISITIONS_PATH} className="w-fit text-sm">
            Back to requisitions
          </a>
          <h1>Create a requisition</h1>
          <p className="text-muted-foreground">It starts as a draft for {company.name}; submit it when it is ready for approval.</p>
        </header>
        <RequisitionForm mode="create" companyId={company.id} members={members} initial={emptyRequisitionInput()} />
      </div>
    </PageContainer>
  );
}
