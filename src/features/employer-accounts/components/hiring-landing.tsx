import { buttonClasses } from "@/components/ui/button";
import { ArrowRight, ClipboardList, Filter, Mail, Search, ShieldCheck, Users } from "@/components/ui/icons";
import { HIRING_ABOUT_PATH } from "@/lib/employer-routes";
import { EMPLOYER_GUIDES } from "@/features/hiring-dashboard/components/employer-guides";
import { RequestDemoLink } from "./request-demo-link";

/*
 * /hiring (spec 2.7; issue 16 part 1): why hire on Upstep. Server-rendered HTML with no script of its
 * own: the guides open with <details>, every link is a plain anchor (spec 2.7: links to /hiring are
 * plain anchors; these pages link to each other). The screenshots are of Upstep's own employer pages,
 * taken by the browser test (public/hiring/, WebP). "Post a job" leads to employer sign-up, or to the
 * dashboard for someone signed in as an employer; "Request a demo" to REQUEST_DEMO_URL.
 */
export type HiringCta = { postJobHref: string; postJobLabel: string; demoUrl: string };

const FEATURES = [
  {
    icon: Search,
    title: "Found where people look",
    body: "A published posting is in Upstep's job search, on your company page and in the sitemaps at once, and it reaches the people whose job alerts match it.",
  },
  {
    icon: Filter,
    title: "Screening questions that sort for you",
    body: "Ask yes/no, choice, number or short-text questions, and mark the answers that rule someone out. Those applicants are flagged, never hidden, and the candidate never sees the mark.",
  },
  {
    icon: ClipboardList,
    title: "A pipeline that fits your hiring",
    body: "Applied, Screen, Interview, Offer, Hired, or the stages you define. Move applicants one by one or many at once, on a list or a board, with the keyboard alone.",
  },
  {
    icon: Users,
    title: "Your whole hiring team",
    body: "Owners, hiring managers, recruiters and interviewers, each with what their role needs. Notes with mentions, ratings and scorecards stay inside your company.",
  },
  {
    icon: Mail,
    title: "Candidates who hear back",
    body: "Every stage change reaches the candidate as a clear status and a notification. Write to them from your own email templates.",
  },
  {
    icon: ShieldCheck,
    title: "Fair and careful with people's data",
    body: "Voluntary self-identification answers are kept from your team. Profiles are private unless a candidate chooses otherwise. Pay ranges are asked for where the law requires them.",
  },
] as const;

const STEPS = [
  { title: "Create your employer account", body: "Your work email, your name, your company and your job title. Confirm your address and log in." },
  { title: "Set up your company and team", body: "Add your logo, a description and your locations. Invite colleagues by email and give each a role." },
  { title: "Post and hire", body: "Publish a posting in minutes, review applicants as they come, and move the best ones forward." },
] as const;

function Screenshot({ src, alt, caption, width, height, eager = false }: { src: string; alt: string; caption: string; width: number; height: number; eager?: boolean }) {
  return (
    <figure className="flex min-w-0 flex-col gap-3">
      <div className="overflow-hidden rounded-card border border-border bg-card shadow-lg shadow-foreground/5">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static screenshot with its own size; no image optimiser needed */}
        <img src={src} alt={alt} width={width} height={height} loading={eager ? "eager" : "lazy"} decoding="async" className="h-auto w-full" />
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}

export function HiringLanding({ cta, showResources }: { cta: HiringCta; showResources: boolean }) {
  return (
    <>
      <section aria-labelledby="hiring-hero" className="relative isolate overflow-hidden bg-gradient-to-b from-primary-soft via-background to-background">
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center">
          <div className="flex min-w-0 flex-col gap-6">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Upstep for employers</p>
            <h1 id="hiring-hero" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Hire skilled people near you, and bring your whole team along
            </h1>
            <p className="text-lg text-muted-foreground">
              Post a job, see it in search at once, and review applicants with your colleagues: structured stages, screening questions and scorecards, in one place.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a href={cta.postJobHref} className={buttonClasses("primary", "lg")}>
                {cta.postJobLabel}
                <ArrowRight aria-hidden="true" />
              </a>
              <RequestDemoLink href={cta.demoUrl} variant="outline" size="lg" />
            </div>
            <p className="text-sm text-muted-foreground">
              <a href={HIRING_ABOUT_PATH} className="font-medium">
                How Upstep works for employers
              </a>
            </p>
          </div>
          <Screenshot eager width={900} height={760} src="/hiring/team.webp" alt="The Team page of a company on Upstep: its members with their roles, an invitation form and the invitations waiting." caption="Your team on Upstep: invite colleagues and give each a role." />
        </div>
      </section>

      <section aria-labelledby="hiring-why" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="hiring-why" className="text-3xl font-bold tracking-tight">
          Why employers hire on Upstep
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">Everything from the first posting to the offer, built for teams that hire in their community.</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex flex-col gap-3 rounded-card border border-border bg-card p-5">
              <span aria-hidden="true" className="grid size-10 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
                <Icon />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hiring-company" className="bg-muted/50">
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center">
          <Screenshot
            width={900}
            height={900}
            src="/hiring/company-profile.webp"
            alt="The Company profile settings: the logo upload, the description, website, size, headquarters and locations of the company."
            caption="Your company page: what job seekers see beside every posting."
          />
          <div className="flex min-w-0 flex-col gap-4">
            <h2 id="hiring-company" className="text-3xl font-bold tracking-tight">
              A company page people trust
            </h2>
            <p className="text-muted-foreground">
              Your logo, what you do, your size and your locations, on your company page and beside every job you post. Already on Upstep because of an imported job? Claim the page with an address at
              your company&apos;s own domain.
            </p>
            <p className="text-muted-foreground">Colleagues with an address at your verified domain join your team by themselves; everyone else by invitation or by asking you.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="hiring-steps" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="hiring-steps" className="text-3xl font-bold tracking-tight">
          Three steps to your first hire
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col gap-2">
              <span aria-hidden="true" className="grid size-9 place-content-center rounded-full bg-primary font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8">
          <a href={HIRING_ABOUT_PATH} className="inline-flex items-center gap-1.5 font-medium">
            Read how it works, with answers to common questions <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </p>
      </section>

      {showResources ? (
        <section aria-labelledby="hiring-resources" className="mx-auto w-full max-w-6xl px-4 pb-14 sm:px-6">
          <h2 id="hiring-resources" className="text-3xl font-bold tracking-tight">
            Resources for hiring teams
          </h2>
          <p className="mt-2 text-muted-foreground">Short guides to better postings and fairer interviews.</p>
          <div className="mt-6 flex flex-col gap-3">
            {EMPLOYER_GUIDES.map((guide) => (
              <details key={guide.id} className="group rounded-card border border-border bg-card p-5">
                <summary className="cursor-pointer text-lg font-semibold marker:text-primary">{guide.title}</summary>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
                  {guide.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="hiring-start" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h2 id="hiring-start" className="text-2xl font-bold tracking-tight text-primary-foreground">
              Ready when you are
            </h2>
            <p className="mt-1 opacity-90">Create your employer account in two minutes, or talk to us first.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={cta.postJobHref} className={buttonClasses("outline", "lg", "border-card")}>
              {cta.postJobLabel}
            </a>
            <RequestDemoLink href={cta.demoUrl} variant="secondary" size="lg" />
          </div>
        </div>
      </section>
    </>
  );
}
