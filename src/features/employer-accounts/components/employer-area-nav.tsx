"use client";

import { Suspense } from "react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { cn } from "@/lib/cn";
import {
  HIRING_DASHBOARD_PATH,
  HIRING_PIPELINES_PATH,
  HIRING_TALENT_SEARCH_PATH,
  REQUISITIONS_PATH,
  TALENT_JOB_POSTINGS_PATH,
  TALENT_PIPELINES_PATH,
  TALENT_SEARCH_PATH,
  YOUR_DETAILS_PATH,
} from "@/lib/employer-routes";

/*
 * The employer area's own navigation (issues 16 and 17), under the site header on every /hiring and
 * /talent page that is not public: Dashboard, Find talent, Pipelines (each to its /hiring route, or its
 * /talent one from a /talent page), Job postings, Requisitions (flag
 * requisitions; a plain anchor, spec 2.7), Account settings. The current section is marked
 * for assistive technology (aria-current) and by its underline. The company the page acts for
 * (?company=) is kept on every link. Pages for people who are not in a company yet (/hiring/welcome)
 * or may not even be signed in (/hiring/invitations/...) have no such sections: no bar there.
 */
/** `talentHref`: where the section leads from a /talent page (the same feature's /talent route); `href` from anywhere else. */
type Section = { href: string; talentHref?: string; label: string; match: (p: string) => boolean; plain?: boolean };

/** A candidate's profile (/talent/{id}, /hiring/{id}) belongs to Find talent. */
const PROFILE = /^\/(talent|hiring)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SECTIONS: readonly Section[] = [
  { href: HIRING_DASHBOARD_PATH, label: "Dashboard", match: (p: string) => p.startsWith("/hiring/dashboard") },
  {
    href: HIRING_TALENT_SEARCH_PATH,
    talentHref: TALENT_SEARCH_PATH,
    label: "Find talent",
    match: (p: string) => p.startsWith("/talent/subscribers") || p.startsWith("/hiring/subscribers") || p.startsWith("/talent/saved-searches") || PROFILE.test(p),
  },
  {
    href: HIRING_PIPELINES_PATH,
    talentHref: TALENT_PIPELINES_PATH,
    label: "Pipelines",
    match: (p: string) => p.startsWith("/talent/pipelines") || p.startsWith("/hiring/pipelines") || p.startsWith("/hiring/custom-talent-pipeline"),
  },
  {
    href: TALENT_JOB_POSTINGS_PATH,
    label: "Job postings",
    match: (p: string) => p.startsWith("/talent/job-postings") || p.startsWith("/hiring/job-postings") || p.startsWith("/hiring/applicants"),
  },
  { href: REQUISITIONS_PATH, label: "Requisitions", match: (p: string) => p.startsWith("/talent/requisitions"), plain: true },
  { href: YOUR_DETAILS_PATH, label: "Account settings", match: (p: string) => p.startsWith("/hiring/account-settings") },
];

const WITHOUT_NAV = ["/hiring/welcome", "/hiring/invitations/"];

/** A link of the employer area that keeps the company the page acts for. */
export function withCompany(href: string, company: string | null | undefined): string {
  if (!company) return href;
  return `${href}${href.includes("?") ? "&" : "?"}company=${encodeURIComponent(company)}`;
}

function Sections({ company, showRequisitions }: { company: string | null; showRequisitions: boolean }) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="flex flex-wrap gap-x-5">
      {SECTIONS.filter((s) => showRequisitions || s.href !== REQUISITIONS_PATH).map((s) => {
        const current = s.match(pathname);
        const className = cn(
          "inline-block border-b-2 py-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
        );
        const href = withCompany(pathname.startsWith("/talent/") && s.talentHref ? s.talentHref : s.href, company);
        return (
          <li key={s.href}>
            {s.plain ? (
              <a href={href} aria-current={current ? "page" : undefined} className={className}>
                {s.label}
              </a>
            ) : (
              <Link href={href} aria-current={current ? "page" : undefined} className={className}>
                {s.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SectionsWithCompany({ showRequisitions }: { showRequisitions: boolean }) {
  const company = useSearchParams()?.get("company") ?? null;
  return <Sections company={company} showRequisitions={showRequisitions} />;
}

export function EmployerAreaNav({ companyName, showRequisitions = false }: { companyName?: string; showRequisitions?: boolean }) {
  const pathname = usePathname() ?? "";
  if (WITHOUT_NAV.some((p) => pathname === p || pathname.startsWith(p))) return null;
  return (
    <nav aria-label="Employer" className="border-b border-border bg-background">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 sm:px-6">
        {companyName ? <span className="py-3 text-sm font-semibold text-foreground">{companyName}</span> : null}
        <Suspense fallback={<Sections company={null} showRequisitions={showRequisitions} />}>
          <SectionsWithCompany showRequisitions={showRequisitions} />
        </Suspense>
      </div>
    </nav>
  );
}
