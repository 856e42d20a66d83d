import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { findCompanySlugRedirect, getCompanyBySlug } from "@/features/companies/server/queries";
import { VerifiedBadge } from "@/features/companies/components/verified-badge";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { JobList } from "@/features/jobs/components/detail/job-list";
import { COMPANY_JOBS_PAGE_SIZE, listCompanyOpenJobs } from "@/features/jobs/server/queries";
import { companyCategoryPath, companyPath } from "@/lib/company-routes";
import { parsePageSegment } from "@/lib/job-routes";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string; page?: string[] }> };

async function resolve(params: Props["params"]) {
  const { slug, page: rest } = await params;
  if (rest && rest.length > 1) notFound();
  const page = parsePageSegment(rest?.[0]);
  if (page === "invalid") notFound();
  if (page === "redirect") permanentRedirect(companyPath(slug));
  if (slug !== slug.toLowerCase()) permanentRedirect(companyPath(slug, page));
  const company = await getCompanyBySlug(getDb(), slug);
  if (!company) {
    // An old address (renamed, or merged into another company: issue 19) leads to the company's page.
    const current = await findCompanySlugRedirect(getDb(), slug);
    if (current) permanentRedirect(companyPath(current, page));
    notFound();
  }
  return { company, page: page ?? 1 };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { company, page } = await resolve(params);
  return {
    title: `${company.name}: company profile and open jobs${page > 1 ? `, page ${page}` : ""}`,
    description: company.description ?? `Open jobs at ${company.name} on Upstep.`,
    alternates: { canonical: companyPath(company.slug, page) },
  };
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-base wrap-break-word">{children}</dd>
    </div>
  );
}

export default async function CompanyProfilePage({ params }: Props) {
  const { company, page } = await resolve(params);
  const { items, total } = await listCompanyOpenJobs(getDb(), { companyId: company.id, page });
  const pageCount = Math.max(1, Math.ceil(total / COMPANY_JOBS_PAGE_SIZE));
  if (page > pageCount) notFound();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex items-center gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="lg" />
        <div className="flex min-w-0 flex-col items-start gap-2">
          <h1 className="min-w-0 text-3xl font-extrabold tracking-tight wrap-break-word sm:text-4xl">{company.name}</h1>
          {company.verified ? <VerifiedBadge /> : null}
        </div>
      </header>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="jobs-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="jobs-heading" className="text-xl font-semibold">
            Open jobs ({total.toLocaleString("en-US")})
          </h2>
          {items.length ? <JobList jobs={items} showCompany={false} /> : <p className="text-muted-foreground wrap-break-word">{company.name} has no open jobs right now.</p>}
          <Pagination page={page} pageCount={pageCount} hrefOf={(p) => companyPath(company.slug, p)} label="Job pages" />
        </section>
        <aside aria-labelledby="about-heading" className="min-w-0 lg:self-start">
          <Card padded={false} className="flex flex-col gap-4 p-5">
            <h2 id="about-heading" className="text-lg font-semibold wrap-break-word">
              About {company.name}
            </h2>
            {company.description
              ? company.description
                  .split(/\n\s*\n/)
                  .map((paragraph) => paragraph.trim())
                  .filter(Boolean)
                  .map((paragraph, i) => (
                    <p key={i} className="whitespace-pre-line text-muted-foreground wrap-break-word">
                      {paragraph}
                    </p>
                  ))
              : null}
            <dl className="flex flex-col gap-3">
              {company.category ? (
                <Fact term="Industry">
                  <Link href={companyCategoryPath(company.category.slug)}>{company.category.name}</Link>
                </Fact>
              ) : null}
              {company.size ? <Fact term="Company size">{company.size}</Fact> : null}
              {company.headquarters ? <Fact term="Headquarters">{company.headquarters}</Fact> : null}
              {company.locations.length ? (
                <Fact term="Locations">
                  <ul className="flex flex-col gap-0.5">
                    {company.locations.map((place) => (
                      <li key={place}>{place}</li>
                    ))}
                  </ul>
                </Fact>
              ) : null}
              {company.website ? (
                <Fact term="Website">
                  <a href={company.website} target="_blank" rel="noopener noreferrer" className="break-all">
                    {company.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Fact>
              ) : null}
            </dl>
          </Card>
        </aside>
      </div>
    </div>
  );
}
