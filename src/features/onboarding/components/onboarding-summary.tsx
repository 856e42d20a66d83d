import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArrowRight, CheckCircle2, LayoutDashboard, Search } from "@/components/ui/icons";
import { jobsSearchPath } from "@/lib/job-search-path";
import { EXPERIENCE_LEVELS } from "@/features/candidate-preferences/schemas";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";
import { CANDIDATE_DASHBOARD_PATH } from "../redirects";
import type { CategoryOption, OnboardingAnswers } from "../types";

export type MissingSection = { key: string; title: string; detail: string; href: string; linkLabel: string };

const NOT_ADDED = <span className="text-muted-foreground">Not added</span>;

/** Where the person wants to work, in words, and the job search that goes with their first title. */
export function searchFor(answers: OnboardingAnswers): { href: string; label: string } {
  const { location, work } = answers;
  const title = work.desiredTitles[0];
  const place = location.postalCode || [location.city, location.state].filter(Boolean).join(", ");
  const remote = location.remoteOnly && !place;
  const href = jobsSearchPath({ q: title, location: place || undefined, remote: remote || undefined });
  const what = title ? `Search jobs for ${title}` : "Search jobs";
  return { href, label: place ? `${what} near ${place}` : remote ? `${what}, remote` : what };
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** /onboarding/complete's body: what was set up, then what to do next. */
export function OnboardingSummary({ answers, categories, resumeNames, missing }: { answers: OnboardingAnswers; categories: CategoryOption[]; resumeNames: string[]; missing: MissingSection[] }) {
  const { name, location, work, experience, authorization } = answers;
  const place = [location.postalCode, [location.city, location.state].filter(Boolean).join(", "), location.remoteOnly ? "Remote jobs only" : ""].filter(Boolean).join(" · ");
  const categoryNames = work.desiredCategories.map((slug) => categories.find((c) => c.slug === slug)?.name ?? slug);
  const level = EXPERIENCE_LEVELS.find((l) => l.value === experience.experienceLevel)?.label;
  const years = experience.yearsOfExperience === "" ? "" : `${experience.yearsOfExperience} ${experience.yearsOfExperience === "1" ? "year" : "years"}`;
  const auth = WORK_AUTHORIZATIONS.find((w) => w.value === authorization.workAuthorization)?.label;
  const search = searchFor(answers);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="mb-4 flex items-center gap-2 text-xl">
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" /> What you set up
        </h2>
        <dl className="divide-y divide-border">
          <Row term="Name">{name.firstName || name.lastName ? `${name.firstName} ${name.lastName}`.trim() : NOT_ADDED}</Row>
          <Row term="Where">{place || NOT_ADDED}</Row>
          <Row term="Job titles">{work.desiredTitles.length > 0 ? work.desiredTitles.join(", ") : NOT_ADDED}</Row>
          <Row term="Job categories">{categoryNames.length > 0 ? categoryNames.join(", ") : NOT_ADDED}</Row>
          <Row term="Experience">{level || years ? [level, years].filter(Boolean).join(", ") : NOT_ADDED}</Row>
          <Row term="Work authorization">{auth ?? NOT_ADDED}</Row>
          <Row term="Resume">{resumeNames.length > 0 ? resumeNames.join(", ") : NOT_ADDED}</Row>
        </dl>
      </Card>

      <Card>
        <h2 className="mb-4 text-xl">What to do next</h2>
        <div className="flex flex-col gap-5">
          <Link href={search.href} className="inline-flex w-fit items-center gap-2 font-semibold">
            <Search aria-hidden="true" className="size-4 shrink-0" /> {search.label}
          </Link>
          {missing.length > 0 ? (
            <section aria-labelledby="missing-heading" className="flex flex-col gap-3">
              <h3 id="missing-heading" className="text-base">
                Still to add to your Candidate360° Profile
              </h3>
              <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
                {missing.map((s) => (
                  <li key={s.key} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4" data-section={s.key}>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold">{s.title}</p>
                      <p className="text-sm text-muted-foreground">{s.detail}</p>
                    </div>
                    {s.href.startsWith("#") ? (
                      <a href={s.href} className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold">
                        {s.linkLabel} <ArrowRight aria-hidden="true" className="size-4" />
                      </a>
                    ) : (
                      <Link href={s.href} className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold">
                        {s.linkLabel} <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className="text-sm text-muted-foreground">Every section of your Candidate360° Profile is filled in.</p>
          )}
          <Link href={CANDIDATE_DASHBOARD_PATH} className={buttonClasses("primary", "lg", "w-full sm:w-fit")}>
            <LayoutDashboard aria-hidden="true" /> Go to my dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
