import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Building2, LayoutDashboard, Users } from "@/components/ui/icons";
import { hiringDashboardPath } from "@/lib/employer-routes";
import type { WelcomeView } from "../types";
import { CompanyChoiceActions } from "./company-choice-actions";
import { CompanyMark } from "./company-mark";
import { CreateCompanyForm } from "./create-company-form";
import { JoinCompanySearch } from "./join-company-search";
import { PendingRequestList } from "./pending-request-list";
import { RequestDemoLink } from "./request-demo-link";

/*
 * /hiring/welcome (decision 038): after an employer confirms their email, or whenever a hiring-type
 * person has no company: create the company, or join one (at once by a verified domain, or by asking
 * its owners). Requests waiting for approval are listed with Withdraw. While self-serve sign-up is off
 * (g2-employment-v2), companies are set up with Upstep's team and people join by invitation.
 */
export function WelcomeScreen({ view, demoUrl }: { view: WelcomeView; demoUrl: string }) {
  const firstName = view.name.trim().split(/\s+/)[0] ?? "";
  const hasCompany = view.memberships.length > 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">{hasCompany ? "Your companies on Upstep" : `Welcome to Upstep${firstName ? `, ${firstName}` : ""}`}</h1>
        <p className="mt-2 text-lg text-muted-foreground">
          {hasCompany ? "Create or join another company, or go on hiring for yours." : "One step before you post your first job: set up your company, or join your colleagues on theirs."}
        </p>
      </header>

      {hasCompany ? (
        <section aria-labelledby="my-companies-heading" className="flex flex-col gap-3">
          <h2 id="my-companies-heading" className="text-lg font-semibold">
            You hire for
          </h2>
          <ul className="divide-y divide-border rounded-card border border-border bg-card">
            {view.memberships.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <CompanyMark name={c.name} logoUrl={c.logoUrl} size="sm" />
                <span className="min-w-0 flex-1 font-medium wrap-break-word">{c.name}</span>
                <Link href={hiringDashboardPath("overview", { company: c.id })} className={buttonClasses("outline", "sm")} aria-label={`Dashboard of ${c.name}`}>
                  <LayoutDashboard aria-hidden="true" />
                  Dashboard
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {view.pendingRequests.length ? (
        <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
          <h2 id="waiting-heading" className="text-lg font-semibold">
            Waiting for approval
          </h2>
          <p className="text-sm text-muted-foreground">The owners have your request. We will email you when they answer.</p>
          <PendingRequestList requests={view.pendingRequests} />
        </section>
      ) : null}

      {!view.selfServe ? (
        <Alert tone="info" title="Employer accounts are set up with our team">
          <p>Upstep sets up each company with you. Request a demo and we will get you started. Invited by a colleague? Open the link in the invitation email.</p>
          <div className="mt-3">
            <RequestDemoLink href={demoUrl} />
          </div>
        </Alert>
      ) : (
        <>
          {view.domainCompany ? (
            <Card className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <CompanyMark name={view.domainCompany.name} logoUrl={view.domainCompany.logoUrl} size="md" />
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold wrap-break-word">Join {view.domainCompany.name}</h2>
                <p className="text-sm text-muted-foreground">
                  Your email address is at {view.email.split("@")[1]}, a domain {view.domainCompany.name} has verified: you can join now, as an interviewer. Its owners are told and can change
                  your role.
                </p>
              </div>
              <CompanyChoiceActions choice={{ ...view.domainCompany, headquarters: null, action: "domain-join", pendingRequestId: null }} jobTitle={view.suggestedJobTitle} />
            </Card>
          ) : null}

          <section aria-labelledby="create-heading" className="flex flex-col gap-3">
            <h2 id="create-heading" className="flex items-center gap-2 text-xl font-semibold">
              <Building2 aria-hidden="true" className="size-5 text-primary" /> Create your company
            </h2>
            <p className="text-sm text-muted-foreground">
              You become its owner: you edit its profile, invite your team and choose what each of them may do.
              {view.freeMail ? " Your email is at a free email provider, so colleagues join by invitation or by asking you." : null}
            </p>
            <Card>
              <CreateCompanyForm defaultName={view.suggestedCompanyName} defaultJobTitle={view.suggestedJobTitle} />
            </Card>
          </section>

          <section aria-labelledby="join-heading" className="flex flex-col gap-3">
            <h2 id="join-heading" className="flex items-center gap-2 text-xl font-semibold">
              <Users aria-hidden="true" className="size-5 text-primary" /> Or join your company
            </h2>
            <p className="text-sm text-muted-foreground">Already on Upstep? Ask its owners to let you in. Invited by a colleague? Open the link in the invitation email instead.</p>
            <Card>
              <JoinCompanySearch jobTitle={view.suggestedJobTitle} />
            </Card>
          </section>
        </>
      )}
    </div>
  );
}
