"use client";

import { Suspense } from "react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { cn } from "@/lib/cn";
import { HIRING_DASHBOARD_PATH, TALENT_JOB_POSTINGS_PATH, YOUR_DETAILS_PATH } from "@/lib/employer-routes";

/*
 * The employer area's own navigation (issue 16), under the site header on every /hiring and /talent
 * page that is not public: Dashboard, Job postings, Account settings. The current section is marked
 * for assistive technology (aria-current) and by its underline. The company the page acts for
 * (?company=) is kept on every link. Pages for people who are not in a company yet (/hiring/welcome)
 * or may not even be signed in (/hiring/invitations/...) have no such sections: no bar there.
 */
const SECTIONS = [
  { href: HIRING_DASHBOARD_PATH, label: "Dashboard", match: (p: string) => p.startsWith("/hiring/dashboard") },
  {
    href: TALENT_JOB_POSTINGS_PATH,
    label: "Job postings",
    match: (p: string) => p.startsWith("/talent/job-postings") || p.startsWith("/hiring/job-postings") || p.startsWith("/hiring/applicants"),
  },
  { href: YOUR_DETAILS_PATH, label: "Account settings", match: (p: string) => p.startsWith("/hiring/account-settings") },
] as const;

const WITHOUT_NAV = ["/hiring/welcome", "/hiring/invitations/"];

/** A link of the employer area that keeps the company the page acts for. */
export function withCompany(href: string, company: string | null | undefined): string {
  if (!company) return href;
  return `${href}${href.includes("?") ? "&" : "?"}company=${encodeURIComponent(company)}`;
}

function Sections({ company }: { company: string | null }) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="flex flex-wrap gap-x-5">
      {SECTIONS.map((s) => {
        const current = s.match(pathname);
        return (
          <li key={s.href}>
            <Link
              href={withCompany(s.href, company)}
              aria-current={current ? "page" : undefined}
              className={cn(
                "inline-block border-b-2 py-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {s.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SectionsWithCompany() {
  const company = useSearchParams()?.get("company") ?? null;
  return <Sections company={company} />;
}

export function EmployerAreaNav({ companyName }: { companyName?: string }) {
  const pathname = usePathname() ?? "";
  if (WITHOUT_NAV.some((p) => pathname === p || pathname.startsWith(p))) return null;
  return (
    <nav aria-label="Employer" className="border-b border-border bg-background">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 sm:px-6">
        {companyName ? <span className="py-3 text-sm font-semibold text-foreground">{companyName}</span> : null}
        <Suspense fallback={<Sections company={null} />}>
          <SectionsWithCompany />
        </Suspense>
      </div>
    </nav>
  );
}
