import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArrowRight, CheckCircle2, Clock } from "@/components/ui/icons";
import type { ProfileCompletion, SectionStatus } from "../completion";

const STATE_LABEL = { done: "Done", missing: "To add", optional: "Optional" } as const;
const STATE_TONE = { done: "success", missing: "warning", optional: "neutral" } as const;

const LINK_CLASSES = "inline-flex shrink-0 items-center gap-1 text-sm font-semibold";

/** A hash (#profile-photo) opens a shell modal on hashchange, which a plain link fires and next/link does not. */
function SectionLink({ href, label }: { href: string; label: string }) {
  const content = (
    <>
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return href.startsWith("#") ? (
    <a href={href} className={LINK_CLASSES}>
      {content}
    </a>
  ) : (
    <Link href={href} className={LINK_CLASSES}>
      {content}
    </Link>
  );
}

function SectionRow({ section }: { section: SectionStatus }) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4" data-section={section.key}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base">{section.title}</h3>
          <Badge tone={STATE_TONE[section.state]}>
            <span className="sr-only">{section.title}: </span>
            {STATE_LABEL[section.state]}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{section.detail}</p>
      </div>
      {section.href && section.linkLabel ? <SectionLink href={section.href} label={section.linkLabel} /> : null}
    </li>
  );
}

/** The Candidate360 overview: how far the profile is, what to add next, and every section's state. */
export function ProfileOverview({ completion }: { completion: ProfileCompletion }) {
  const required = completion.sections.filter((s) => s.required);
  const optional = completion.sections.filter((s) => !s.required);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="sm:shrink-0">
            <p className="text-sm font-semibold text-muted-foreground" id="completion-label">
              Profile completion
            </p>
            <p className="text-2xl font-bold" data-testid="completion">
              {completion.done} of {completion.total} sections done
            </p>
            <div
              className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted sm:w-56"
              role="progressbar"
              aria-labelledby="completion-label"
              aria-valuenow={completion.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${completion.percent}%` }} />
            </div>
          </div>
          {completion.next?.href ? (
            <div className="flex flex-col gap-2 sm:items-end sm:text-right">
              <p className="text-sm text-muted-foreground">
                <Clock aria-hidden="true" className="mr-1 inline size-4" />
                Next: {completion.next.detail}
              </p>
              {completion.next.href.startsWith("#") ? (
                <a href={completion.next.href} className={buttonClasses("primary", "md")}>
                  {completion.next.linkLabel}
                </a>
              ) : (
                <Link href={completion.next.href} className={buttonClasses("primary", "md")}>
                  {completion.next.linkLabel}
                </Link>
              )}
            </div>
          ) : (
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden="true" className="size-5 text-success-soft-foreground" /> Every section is done.
            </p>
          )}
        </div>
      </Card>
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="mb-3 text-xl">
          Your sections
        </h2>
        <Card>
          <ul className="divide-y divide-border">
            {required.map((s) => (
              <SectionRow key={s.key} section={s} />
            ))}
          </ul>
        </Card>
      </section>
      <section aria-labelledby="optional-heading">
        <h2 id="optional-heading" className="mb-1 text-xl">
          Optional sections
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">Add these when they apply to you; they never lower your completion.</p>
        <Card>
          <ul className="divide-y divide-border">
            {optional.map((s) => (
              <SectionRow key={s.key} section={s} />
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}
