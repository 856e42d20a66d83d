import { buttonClasses } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icons";
import { COMPANY_CAPABILITIES, COMPANY_ROLE_LABELS, type CompanyCapability } from "@/lib/auth/company-capabilities";
import { COMPANY_ROLES } from "@/db/schema/companies";
import { HIRING_PATH } from "@/lib/routes";
import { INVITATION_LIFETIME_DAYS } from "../types";
import type { HiringCta } from "./hiring-landing";
import { RequestDemoLink } from "./request-demo-link";

/*
 * /hiring/about (spec 2.7): how Upstep works for employers, the roles of a hiring team (from the one
 * capability table the server checks, lib/auth/company-capabilities.ts), and answers to common
 * questions. Honest about what exists; no prices (plans are discussed with Upstep's team). Script-free:
 * the answers open with <details>.
 */
const CAPABILITY_LABELS: Record<CompanyCapability, string> = {
  "company.manage": "Company profile, logo, team, invitations and hiring stages",
  "templates.manage": "Email templates",
  "postings.read": "Read postings and their numbers",
  "postings.edit": "Create, edit, publish, pause and close postings",
  "applicants.read": "Read applicants, resumes and answers",
  "applicants.review": "Notes, ratings and scorecards",
  "applicants.move": "Move applicants between stages, reject",
  "applicants.email": "Email candidates",
  "talent.search": "Search discoverable candidates and save searches",
  "pipelines.read": "Read talent pipelines and comments",
  "pipelines.edit": "Build talent pipelines: add, move, tag and comment",
  "requisitions.read": "Read requisitions",
  "requisitions.edit": "Create requisitions, link postings, record hires",
  "trackers.read": "Hiring and requisition trackers",
};

const STEPS = [
  {
    title: "1. Your employer account",
    body: "Sign up with your work email, name, company and job title, and confirm your address from the email we send. Your account can hire for more than one company: agencies and groups switch between them.",
  },
  {
    title: "2. Your company",
    body: "Create your company, or join it if a colleague has already put it on Upstep: ask its owners, open the invitation they sent, or join at once when your work email is at a domain your company has verified. If Upstep already shows your company because one of its jobs was imported, you can claim that page with an address at your company website's domain.",
  },
  {
    title: "3. Your team",
    body: `Invite colleagues by email with a role. An invitation works once, for ${INVITATION_LIFETIME_DAYS} days. Owners change roles and remove members; a company always keeps at least one owner.`,
  },
  {
    title: "4. Postings and applicants",
    body: "Write a posting with its skills, pay and screening questions and publish it: it is in search at once. Applicants arrive in your pipeline, where your team reviews, rates and moves them; candidates see their status change.",
  },
] as const;

const FAQ = [
  {
    q: "What does Upstep cost?",
    a: "Creating your employer account, your company page and your team asks for no payment details. To talk about a larger hiring programme, request a demo and our team will go through what you need.",
  },
  {
    q: "My company is already on Upstep. What now?",
    a: "Search for it on the welcome page after you sign up. If it has a team, ask to join and its owners choose your role. If nobody runs it yet (it came with an imported job), you can claim it with an email address at your company website's own domain; otherwise create your company and we keep the two apart.",
  },
  {
    q: "Which email domains let colleagues join by themselves?",
    a: "The domain of the first owner's work email, once confirmed, and any an owner verifies later with their own address. Free email providers such as gmail.com or outlook.com never count, and each domain belongs to one company.",
  },
  {
    q: "Who sees our notes, ratings and scorecards?",
    a: "Only your company's team. Candidates never see them, and neither does anyone at another company.",
  },
  {
    q: "Can we see candidates' self-identification answers?",
    a: "No. Gender, race and ethnicity, veteran status and disability answers are kept apart from applications. Administrators see only counts, with small groups hidden.",
  },
  {
    q: "Do we have to show pay in a posting?",
    a: "Where the law asks for it (California, Colorado, New York, Washington and other states and cities), the posting form requires a pay range and tells you why. Elsewhere it is up to you, though postings with pay attract more applicants who fit.",
  },
  {
    q: "Can one person hire for several companies?",
    a: "Yes. Your account can belong to several companies with a different role in each; the employer pages act for one at a time, and you switch between them.",
  },
] as const;

export function HiringAbout({ cta }: { cta: HiringCta }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Upstep for employers</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance">How Upstep works for employers</h1>
        <p className="text-lg text-muted-foreground">From your account to your first hire: what you set up, who on your team does what, and answers to the questions employers ask us most.</p>
        <p>
          <a href={HIRING_PATH} className="font-medium">
            Why hire on Upstep
          </a>
        </p>
      </header>

      <section aria-labelledby="about-steps" className="flex flex-col gap-6">
        <h2 id="about-steps" className="text-2xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="flex flex-col gap-5">
          {STEPS.map((s) => (
            <li key={s.title} className="rounded-card border border-border bg-card p-5">
              <h3 className="text-lg font-semibold">{s.title}</h3>
              <p className="mt-1 text-muted-foreground">{s.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-roles" className="flex flex-col gap-4">
        <h2 id="about-roles" className="text-2xl font-bold tracking-tight">
          Roles on a hiring team
        </h2>
        <p className="text-muted-foreground">What each role may do in a company. Upstep checks it on every request, not only in what the pages show.</p>
        <div className="overflow-x-auto rounded-card border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label="Roles on a hiring team">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">What each company role may do</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Can
                </th>
                {COMPANY_ROLES.map((role) => (
                  <th key={role} scope="col" className="px-3 py-3 text-center font-semibold">
                    {COMPANY_ROLE_LABELS[role]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-card">
              {(Object.keys(COMPANY_CAPABILITIES) as CompanyCapability[]).map((cap) => (
                <tr key={cap}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    {CAPABILITY_LABELS[cap]}
                  </th>
                  {COMPANY_ROLES.map((role) => {
                    const yes = (COMPANY_CAPABILITIES[cap] as readonly string[]).includes(role);
                    return (
                      <td key={role} className="px-3 py-3 text-center">
                        {yes ? <span aria-label="Yes">✓</span> : <span aria-label="No" className="text-muted-foreground">–</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="about-faq" className="flex flex-col gap-4">
        <h2 id="about-faq" className="text-2xl font-bold tracking-tight">
          Questions employers ask
        </h2>
        <div className="flex flex-col gap-3">
          {FAQ.map((item) => (
            <details key={item.q} className="rounded-card border border-border bg-card p-5">
              <summary className="cursor-pointer font-semibold marker:text-primary">{item.q}</summary>
              <p className="mt-2 text-muted-foreground">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-start" className="flex flex-col items-start gap-4 rounded-card bg-primary-soft p-6">
        <h2 id="about-start" className="text-2xl font-bold tracking-tight">
          Start hiring
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={cta.postJobHref} className={buttonClasses("primary", "lg")}>
            {cta.postJobLabel} <ArrowRight aria-hidden="true" />
          </a>
          <RequestDemoLink href={cta.demoUrl} variant="outline" size="lg" />
        </div>
      </section>
    </div>
  );
}
