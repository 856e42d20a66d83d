import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_COMPANIES_PATH } from "@/lib/admin-routes";
import { companyPath } from "@/lib/company-routes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { VerifiedBadge } from "@/features/companies/components/verified-badge";
import { listCompanyCategories } from "@/features/companies/server/queries";
import { formatDateTimeUtc, formatDateUtc } from "@/features/admin-companies/format";
import { COMPANY_TAB_PAGE_SIZE, parseCompanyTab, parseTabPage } from "@/features/admin-companies/schemas";
import { adminCompanyTabPath } from "@/features/admin-companies/paths";
import {
  getAdminCompany,
  listCompanyActivity,
  listCompanyMembersForAdmin,
  listCompanyPostingsForAdmin,
  listCompanyRequisitionsForAdmin,
} from "@/features/admin-companies/server/queries";
import { CompanyDetailsForm } from "@/features/admin-companies/components/company-details-form";
import { CompanyStatusActions } from "@/features/admin-companies/components/company-status-actions";
import { COMPANY_TAB_LABELS, CompanyTabNav } from "@/features/admin-companies/components/company-tab-nav";
import { ActivityPanel, MembersPanel, PostingsPanel, RequisitionsPanel } from "@/features/admin-companies/components/company-tab-panels";
import { MergeCompanyPanel } from "@/features/admin-companies/components/merge-company-panel";

export const metadata: Metadata = { title: "Company" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export default async function AdminCompanyPage({ params, searchParams }: Props) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const tab = parseCompanyTab(sp.activeTab);
  // ?page= pages the postings or the requisitions, ?ipage= the imported jobs (25 a page each).
  const pages = { page: parseTabPage(sp.page), ipage: parseTabPage(sp.ipage) };
  await requirePagePermission("admin", adminCompanyTabPath(id, tab, tab === "postings" ? pages : tab === "requisitions" ? { page: pages.page } : {}));
  if (!z.uuid().safeParse(id).success) notFound();
  const db = getDb();
  const company = await getAdminCompany(db, id);
  if (!company) notFound();

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="text-sm">
        <Link href={ADMIN_COMPANIES_PATH}>← All companies</Link>
      </p>
      <header className="flex min-w-0 items-start gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="lg" />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="[overflow-wrap:anywhere]">{company.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {company.verifiedAt ? <VerifiedBadge /> : <Badge tone="neutral">Not verified</Badge>}
            {company.featured ? <Badge tone="primary">Featured on /companies</Badge> : null}
            {company.claimedAt || company.members ? <Badge tone="neutral">Claimed</Badge> : <Badge tone="outline">Unclaimed</Badge>}
            <Link href={companyPath(company.slug)} className="[overflow-wrap:anywhere]">
              Public page
            </Link>
          </div>
        </div>
      </header>
      <CompanyTabNav companyId={company.id} active={tab} counts={{ members: company.members }} />
      <h2 className="sr-only">{COMPANY_TAB_LABELS[tab]}</h2>
      {tab === "details" ? await DetailsTab({ company }) : null}
      {tab === "members" ? <MembersPanel members={await listCompanyMembersForAdmin(db, company.id)} /> : null}
      {tab === "postings" ? await PostingsTab({ companyId: company.id, pages }) : null}
      {tab === "requisitions" ? (
        <RequisitionsPanel
          requisitions={await listCompanyRequisitionsForAdmin(db, company.id, pages.page)}
          pageSize={COMPANY_TAB_PAGE_SIZE}
          hrefOf={(page) => adminCompanyTabPath(company.id, "requisitions", { page })}
        />
      ) : null}
      {tab === "activity" ? <ActivityPanel items={await listCompanyActivity(db, company.id)} /> : null}
    </div>
  );
}

async function PostingsTab({ companyId, pages }: { companyId: string; pages: { page: number; ipage: number } }) {
  const { postings, imported } = await listCompanyPostingsForAdmin(getDb(), companyId, pages);
  return (
    <PostingsPanel
      postings={postings}
      imported={imported}
      pageSize={COMPANY_TAB_PAGE_SIZE}
      postingsHref={(page) => adminCompanyTabPath(companyId, "postings", { page, ipage: imported.page })}
      importedHref={(ipage) => adminCompanyTabPath(companyId, "postings", { page: postings.page, ipage })}
    />
  );
}

async function DetailsTab({ company }: { company: NonNullable<Awaited<ReturnType<typeof getAdminCompany>>> }) {
  const categories = await listCompanyCategories(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <div className="grid min-w-0 grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CompanyDetailsForm
          company={{
            id: company.id,
            name: company.name,
            slug: company.slug,
            website: company.website ?? "",
            description: company.description ?? "",
            size: company.size ?? "",
            headquarters: company.headquarters ?? "",
            categoryId: company.categoryId ?? "",
          }}
          categories={categories.map((c) => ({ id: c.id, name: c.name }))}
        />
        <aside aria-labelledby="status-heading" className="min-w-0 lg:self-start">
          <Card padded={false} className="flex flex-col gap-4 p-5">
            <h3 id="status-heading" className="text-lg font-semibold">
              Status
            </h3>
            <dl className="flex flex-col gap-3">
              <Fact term="Verified">{company.verifiedAt ? `${formatDateTimeUtc(company.verifiedAt)}${company.verifiedByName ? ` by ${company.verifiedByName}` : ""}` : "No"}</Fact>
              <Fact term="Featured on /companies">{company.featured ? "Yes" : "No"}</Fact>
              <Fact term="Open jobs">{company.openJobs.toLocaleString("en-US")}</Fact>
              <Fact term="Email domains">{company.domains.length ? company.domains.join(", ") : "None verified"}</Fact>
              {company.oldSlugs.length ? <Fact term="Old addresses (redirect here)">{company.oldSlugs.map((s) => `/companies/${s}`).join(", ")}</Fact> : null}
              <Fact term="Created">{formatDateUtc(company.createdAt)}</Fact>
              <Fact term="Logo">{company.logoUrl ? "Uploaded by the company (shown above)" : "None: initials are shown"}</Fact>
            </dl>
            <CompanyStatusActions companyId={company.id} verified={company.verifiedAt !== null} featured={company.featured} />
          </Card>
        </aside>
      </div>
      <MergeCompanyPanel company={{ id: company.id, name: company.name }} />
    </div>
  );
}
