import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Briefcase, Plus } from "@/components/ui/icons";
import { HIRING_CREATE_POSTING_PATH, TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";

/*
 * The overview's empty states (decision 041), each leading somewhere: a company with no posting yet
 * learns what happens after posting one; a company whose postings are all drafts or closed is led to
 * them. A member who cannot post (an interviewer) is told who can.
 */
const NEXT_STEPS = [
  { title: "Write it", text: "Title, description, where, pay range and the screening questions you want answered." },
  { title: "Publish", text: "It is in Upstep search, on your company page and in matching job alerts at once." },
  { title: "Hire", text: "Applicants arrive here, new ones marked; move them through your stages to an offer." },
] as const;

export function NoPostingsYet({ canPost }: { canPost: boolean }) {
  return (
    <Card padded={false} className="flex flex-col gap-6 p-6 sm:p-8" data-testid="dashboard-no-postings">
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-12 shrink-0 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-6">
            <Briefcase />
          </span>
          <div>
            <h2 className="text-xl font-semibold">Post your first job</h2>
            <p className="text-sm text-muted-foreground">Your postings, their applicants and how they move through your stages will show here.</p>
          </div>
        </div>
        {canPost ? (
          <Link href={HIRING_CREATE_POSTING_PATH} className={buttonClasses("primary", "lg")}>
            <Plus aria-hidden="true" />
            Post your first job
          </Link>
        ) : null}
      </div>
      <ol className="grid gap-4 sm:grid-cols-3" aria-label="What happens next">
        {NEXT_STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-md bg-muted p-4">
            <span aria-hidden="true" className="grid size-7 shrink-0 place-content-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-foreground">{step.title}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {canPost ? null : <p className="text-sm text-muted-foreground">As an interviewer you review applicants; an owner, hiring manager or recruiter of the company posts jobs.</p>}
    </Card>
  );
}

export function NoOpenPostings({ canPost, postingCount }: { canPost: boolean; postingCount: number }) {
  return (
    <EmptyState
      icon={<Briefcase />}
      title="No open postings right now"
      action={
        <>
          <Link href={TALENT_JOB_POSTINGS_PATH} className={buttonClasses(canPost ? "outline" : "primary")}>
            See all postings
          </Link>
          {canPost ? (
            <Link href={HIRING_CREATE_POSTING_PATH} className={buttonClasses("primary")}>
              Post a job
            </Link>
          ) : null}
        </>
      }
    >
      {postingCount === 1 ? "Your company's posting is" : `All ${postingCount} of your company's postings are`} a draft or closed. Publish a draft or post a
      new job to take applications; the funnel and time in stage of each open posting show here.
    </EmptyState>
  );
}
