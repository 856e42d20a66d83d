import { Badge } from "@/components/ui/badge";
import { Briefcase, Building2, Globe } from "@/components/ui/icons";
import type { HomeOverview } from "../server/queries";
import { CtaPlaceholder, JoinCtaCard } from "./cta-cards";
import { HomeCta } from "./home-cta";
import { HomeSearchForm } from "./home-search-form";

const count = (n: number) => n.toLocaleString("en-US");

/*
 * The hero: the page's h1, one line of what Upstep is, the job search and live counts on the left;
 * the call-to-action block on the right (below on phones), so no half of the hero is empty.
 */
export function HomeHero({ overview }: { overview: HomeOverview }) {
  return (
    <section aria-labelledby="home-heading" className="border-b border-border bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-center lg:gap-12 lg:py-20">
        <div className="flex min-w-0 flex-col gap-5">
          <Badge tone="primary" className="self-start bg-card">
            Jobs · Learning · Events
          </Badge>
          <h1 id="home-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl sm:leading-[1.1]">
            Take the next step in your career with <span className="text-primary">Upstep</span>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Find jobs near you or remote, build skills with courses and interview prep, and meet employers at events.
          </p>
          <HomeSearchForm />
          {overview.openJobs > 0 ? (
            <ul aria-label="Upstep today" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
              <li className="flex items-center gap-2">
                <Briefcase aria-hidden="true" className="size-4 text-primary" />
                <span>
                  <strong className="font-semibold text-foreground">{count(overview.openJobs)}</strong> open {overview.openJobs === 1 ? "job" : "jobs"}
                </span>
              </li>
              <li className="flex items-center gap-2">
                <Building2 aria-hidden="true" className="size-4 text-primary" />
                <span>
                  <strong className="font-semibold text-foreground">{count(overview.companiesHiring)}</strong> {overview.companiesHiring === 1 ? "company" : "companies"} hiring
                </span>
              </li>
              {overview.remoteJobs > 0 ? (
                <li className="flex items-center gap-2">
                  <Globe aria-hidden="true" className="size-4 text-primary" />
                  <span>
                    <strong className="font-semibold text-foreground">{count(overview.remoteJobs)}</strong> remote
                  </span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <HomeCtaBlock />
      </div>
    </section>
  );
}

/**
 * The call-to-action block's reserved box: one height whatever it shows (placeholder, join card,
 * next steps), so the swap in the browser moves nothing (CLS 0). Without JavaScript the join card
 * covers the placeholder.
 */
export function HomeCtaBlock() {
  return (
    <div className="relative h-[22rem]" data-home-cta-block="">
      <HomeCta placeholder={<CtaPlaceholder />} joinCard={<JoinCtaCard />} />
      <noscript>
        <div className="absolute inset-0">
          <JoinCtaCard />
        </div>
      </noscript>
    </div>
  );
}
