"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/cn";
import { HIRING_DASHBOARD_PATH, TALENT_JOB_POSTINGS_PATH, YOUR_DETAILS_PATH } from "@/lib/employer-routes";

/*
 * The employer area's own navigation (issue 16), under the site header on every /hiring and /talent
 * page that is not public: Dashboard, Job postings, Account settings. The current section is marked
 * for assistive technology (aria-current) and by its underline.
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

export function EmployerAreaNav({ companyName }: { companyName?: string }) {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Employer" className="border-b border-border bg-background">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 sm:px-6">
        {companyName ? <span className="py-3 text-sm font-semibold text-foreground">{companyName}</span> : null}
        <ul className="flex flex-wrap gap-x-5">
          {SECTIONS.map((s) => {
            const current = s.match(pathname);
            return (
              <li key={s.href}>
                <Link
                  href={s.href}
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
      </div>
    </nav>
  );
}
