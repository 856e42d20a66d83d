import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckCircle2, ChevronRight, ClipboardList } from "@/components/ui/icons";
import { DASHBOARD_PROFILE_PATH } from "../paths";
import type { DashboardCompletion } from "../schemas";

/*
 * The profile-completion widget (flag profile-completion-widget, decision 025 amendment): how complete
 * the Candidate360 profile is, as a labelled progress bar and "N of M sections done", what to add
 * next with its link, and the way to the whole profile. Server-rendered: no script of its own.
 */
export function ProfileCompletionWidget({ completion }: { completion: DashboardCompletion }) {
  const { percent, done, total, next } = completion;
  return (
    <Card padded={false} className="flex h-full flex-col gap-3 p-5" aria-labelledby="dashboard-profile" role="group" data-testid="profile-completion">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
          <ClipboardList />
        </span>
        <h2 id="dashboard-profile" className="text-lg font-semibold">
          Your profile
        </h2>
      </div>
      <div>
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-bold text-foreground" data-testid="completion-percent">
            {percent}%
          </span>
          <span id="dashboard-completion-label" className="text-sm text-muted-foreground">
            profile complete
          </span>
        </p>
        <div
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={`Profile ${percent}% complete`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted-foreground" data-testid="completion-sections">
          {done} of {total} sections done
        </p>
      </div>
      {next ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <span className="font-semibold">Add next: {next.title}.</span> <span className="text-muted-foreground">{next.detail}</span>
          </p>
          <Link href={next.href} className={buttonClasses("primary", "md", "w-full sm:w-auto sm:self-start")} data-testid="completion-next">
            {next.linkLabel}
          </Link>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success-soft-foreground" /> Every section is done.
        </p>
      )}
      <Link href={DASHBOARD_PROFILE_PATH} className="mt-auto inline-flex w-fit items-center gap-1 text-sm font-semibold">
        Your Candidate360° profile
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
