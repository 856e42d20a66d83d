import Link from "next/link";
import { Card } from "@/components/ui/card";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { companyPath } from "@/lib/company-routes";
import type { CompanySummary } from "../server/queries";
import { VerifiedBadge } from "./verified-badge";

/*
 * Companies as cards linking to their profiles. One column on a phone: grid-cols-1 is
 * minmax(0, 1fr), so a long name wraps inside its card. (Without it the single implicit column was
 * `auto`, as wide as the longest name's min-content, and the cards pushed the page to 410-422 px
 * at a 390 px viewport.)
 */
export function CompanyGrid({ companies, headingLevel = 2 }: { companies: CompanySummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((c) => (
        <li key={c.id} className="min-w-0">
          <Card padded={false} className="flex h-full items-center gap-3 p-4">
            <CompanyLogo name={c.name} logoUrl={c.logoUrl} size="sm" />
            <div className="min-w-0 flex-1 wrap-break-word">
              <Heading className="text-base font-semibold">
                <Link href={companyPath(c.slug)}>{c.name}</Link>
              </Heading>
              {c.headquarters ? <p className="text-sm text-muted-foreground">{c.headquarters}</p> : null}
              {c.verified ? <VerifiedBadge className="mt-1" /> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
