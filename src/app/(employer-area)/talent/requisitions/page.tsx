import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { REQUISITIONS_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { RequisitionsList } from "@/features/requisitions/components/requisitions-list";
import { requisitionListQuerySchema } from "@/features/requisitions/schemas";
import { requireRequisitionsCompanyPage } from "@/features/requisitions/server/page-access";
import { listRequisitions } from "@/features/requisitions/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Requisitions", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /talent/requisitions (spec 2.7, flag requisitions, decision 045): the company's requisitions with
 * search, a status filter (and "Waiting for my approval"), sort, pages and counts per status.
 */
export default async function RequisitionsPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const one = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  const db = getDb();
  const { user, company, standing } = await requireRequisitionsCompanyPage(db, REQUISITIONS_PATH, one("company") ?? null, "requisitions.read");
  const query = requisitionListQuerySchema.parse({ q: one("q"), status: one("status"), sort: one("sort"), page: one("page") });
  const result = await listRequisitions(db, { companyId: company.id, viewerId: user.id, query });
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1>Requisitions</h1>
          <p className="text-muted-foreground">{company.name}&rsquo;s approved needs to hire: openings, approvals, linked postings and hires.</p>
        </header>
        <RequisitionsList result={result} query={query} company={one("company")} canEdit={capabilityAllowed(standing, "requisitions.edit")} />
      </div>
    </PageContainer>
  );
}
