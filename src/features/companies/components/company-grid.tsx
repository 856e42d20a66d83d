import Link from "next/link";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { companyPath } from "@/lib/company-routes";
import type { CompanySummary } from "../server/queries";

/** Companies as cards linking to their profiles. */
export function CompanyGrid({ companies, headingLevel = 2 }: { companies: CompanySummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((c) => (
        <li key={c.id} className="flex items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4">
          <CompanyLogo name={c.name} logoUrl={c.logoUrl} size="sm" />
          <div className="min-w-0">
            <Heading className="truncate text-base font-semibold">
              <Link href={companyPath(c.slug)}>{c.name}</Link>
            </Heading>
            {c.headquarters ? <p className="truncate text-sm text-slate-600">{c.headquarters}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
