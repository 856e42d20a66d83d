import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ChevronRight, MapPin } from "@/components/ui/icons";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { JobFacts } from "@/features/jobs/components/search/job-facts";
import { companyPath, COMPANIES_PATH } from "@/lib/company-routes";
import { BROWSE_JOBS_PATH, browseCategoryPath, jobDetailPath } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import type { HomeCategory, HomeCompany, HomeJob } from "../server/queries";

/*
 * The home page below the hero (decision 017): what Upstep offers, from live data. Each section is
 * left out when it has nothing to show (an empty database shows the hero and its search only).
 */

/** "1 open job", "1,204 open jobs". */
export const openJobsLabel = (n: number) => `${n.toLocaleString("en-US")} open ${n === 1 ? "job" : "jobs"}`;

function Section({ id, title, description, more, children }: { id: string; title: string; description: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        <Link href={more.href} className="inline-flex items-center gap-1 font-semibold">
          {more.label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

/** On a phone a section shows its first few items; the "more" link leads to the rest. */
const PHONE_ITEMS = 4;
const phoneHidden = (index: number) => (index >= PHONE_ITEMS ? "hidden sm:block" : undefined);

const tile =
  "flex h-full min-w-0 items-center gap-3 rounded-card border border-border bg-card p-3 sm:p-4 text-foreground no-underline shadow-sm transition-colors hover:border-primary hover:bg-primary-soft hover:text-foreground hover:no-underline";

export function HomeCategories({ categories }: { categories: HomeCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <Section id="home-categories" title="Explore jobs by category" description="Open jobs in each field, counted live." more={{ href: BROWSE_JOBS_PATH, label: "All categories and places" }}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.slug} className="min-w-0">
            <Link href={browseCategoryPath(c.slug)} className={tile}>
              <span className="min-w-0 flex-1">
                <span className="block break-words text-sm font-semibold sm:text-base">{c.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {openJobsLabel(c.openJobs)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HomeCompanies({ companies }: { companies: HomeCompany[] }) {
  if (companies.length === 0) return null;
  return (
    <div className="border-y border-border bg-muted/50">
      <Section id="home-companies" title="Companies hiring now" description="The employers with the most open jobs on Upstep." more={{ href: COMPANIES_PATH, label: "All companies" }}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {companies.map((c, i) => (
            <li key={c.id} className={cn("min-w-0", phoneHidden(i))}>
              <Link href={companyPath(c.slug)} className={tile}>
                <CompanyLogo name={c.name} logoUrl={c.logoUrl} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{c.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {openJobsLabel(c.openJobs)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export function HomeNewestJobs({ jobs, now }: { jobs: HomeJob[]; now: Date }) {
  if (jobs.length === 0) return null;
  return (
    <Section id="home-newest" title="Newest jobs" description="Just posted, from every category and place." more={{ href: jobsSearchPath({ sort: "date" }), label: "See all new jobs" }}>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
        {jobs.map((job, i) => {
          const place = job.remote ? (job.locationName ? `${job.locationName} · Remote` : "Remote") : job.locationName;
          return (
            <li key={job.id} className={cn("min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4 shadow-sm", i >= PHONE_ITEMS ? "hidden sm:flex" : "flex")}>
              <div className="flex min-w-0 items-start gap-3">
                <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size="sm" />
                <div className="min-w-0 flex-1">
                  <h3 className="line-clamp-2 break-words font-semibold leading-snug">
                    <Link href={jobDetailPath(job.id)}>{job.title}</Link>
                  </h3>
                  <p className="truncate text-sm text-foreground">{job.company.name}</p>
                </div>
              </div>
              <JobFacts
                job={job}
                now={now}
                className="mt-auto gap-x-3"
                lead={
                  place ? (
                    <li className="flex min-w-0 items-center gap-1">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{place}</span>
                    </li>
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The closing band: employers are the other half of Upstep. */
export function HomeEmployersBand() {
  return (
    <section aria-labelledby="home-employers" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id="home-employers" className="text-2xl font-bold tracking-tight text-primary-foreground">
            Hiring? Meet skilled people near you.
          </h2>
          <p className="mt-1 opacity-90">Upstep connects employers with job seekers, training programs and community partners.</p>
        </div>
        <Link href="/employers" className={buttonClasses("outline", "lg", "shrink-0 border-card")}>
          Upstep for employers
        </Link>
      </div>
    </section>
  );
}
