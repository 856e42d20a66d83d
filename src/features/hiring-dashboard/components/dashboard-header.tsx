import type { ReactNode } from "react";

/*
 * The top of the hiring dashboard: which company it is for, the greeting (the page's one h1), what
 * changed, the main actions and, for a member of several companies, the switcher.
 */
export function DashboardHeader({
  companyName,
  firstName,
  summary,
  actions,
  switcher,
}: {
  companyName: string;
  firstName: string;
  summary: ReactNode;
  actions?: ReactNode;
  switcher?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-foreground [overflow-wrap:anywhere]" data-testid="dashboard-company">
          {companyName} · Hiring dashboard
        </p>
        <h1 className="[overflow-wrap:anywhere]">{firstName ? `Welcome back, ${firstName}` : "Welcome back"}</h1>
        <div className="max-w-prose text-muted-foreground" data-testid="dashboard-summary">
          {summary}
        </div>
      </div>
      <div className="flex flex-col gap-4 lg:items-end">
        {switcher}
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
