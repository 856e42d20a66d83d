import Link from "next/link";
import type { ReactNode } from "react";
import { formatPhone } from "@/lib/validation/fields";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArrowRight, EyeOff, FileText, Pencil } from "@/components/ui/icons";
import { EmployerPreviewSections, employerViewFacts } from "@/features/candidate-profile/components/employer-preview-sections";
import { VisibilitySwitch } from "@/features/candidate-profile/components/visibility-switch";
import { CANDIDATE360_PATH, candidate360Path, PERSONAL_INFO_PATH } from "@/features/candidate-profile/paths";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";
import type { EmployerView, PersonalInfoView } from "@/features/candidate-profile/types";
import type { ResumeSummary } from "@/features/resumes/types";
import { myProfilePath } from "./tabs";

/* The Candidate360 sections this summary does not show, each with its page. */
const MORE_SECTIONS = [
  { href: candidate360Path("experience"), label: "Experience" },
  { href: candidate360Path("employment-prefs"), label: "Employment preferences" },
  { href: candidate360Path("compensation-prefs"), label: "Compensation preferences" },
  { href: candidate360Path("avatar"), label: "Profile photo" },
  { href: candidate360Path("self-reference"), label: "References" },
  { href: candidate360Path("job-alerts"), label: "Job alerts" },
  { href: candidate360Path("traitify-assessment"), label: "Personality assessment" },
] as const;

function Contact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted-foreground">Not added</span>;

/**
 * /my-profile?tab=candidate360: the person's whole profile as a readable page, each part with an
 * Edit link to its Candidate360 page; what employers see (the same projection as the preview) and,
 * marked as private, what only the person sees.
 */
export function Candidate360Tab({
  email,
  personal,
  view,
  resumes,
  profileViews,
}: {
  email: string;
  personal: PersonalInfoView;
  view: EmployerView;
  resumes: ResumeSummary[];
  /** Employers' views of the profile (talent search, decision 042), under the switch. */
  profileViews?: ReactNode;
}) {
  const facts = employerViewFacts(view);
  const workAuthorization = WORK_AUTHORIZATIONS.find((w) => w.value === personal.workAuthorization)?.label;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="break-words text-2xl">{view.name}</h2>
              {view.headline ? <p className="break-words text-lg font-medium">{view.headline}</p> : <p className="text-muted-foreground">No headline yet.</p>}
              {facts.length > 0 ? <p className="mt-1 text-sm text-muted-foreground">{facts.join(" · ")}</p> : null}
            </div>
            <Link href={PERSONAL_INFO_PATH} className="inline-flex items-center gap-1 text-sm font-semibold">
              <Pencil aria-hidden="true" className="size-3.5" /> Edit<span className="sr-only"> personal info</span>
            </Link>
          </div>
          <section aria-labelledby="private-details" className="rounded-card border border-border bg-muted px-4 py-3">
            <h3 id="private-details" className="flex items-center gap-1.5 text-sm font-semibold">
              <EyeOff aria-hidden="true" className="size-4" /> Only you see these
            </h3>
            <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
              <Contact label="Email">{email}</Contact>
              <Contact label="Phone">{personal.phone ? formatPhone(personal.phone) : notGiven}</Contact>
              <Contact label="ZIP code">{personal.postalCode || notGiven}</Contact>
              <Contact label="Work authorization">{workAuthorization ?? notGiven}</Contact>
            </dl>
          </section>
        </div>
      </Card>

      <section aria-labelledby="visibility-heading">
        <h2 id="visibility-heading" className="mb-3 text-xl">
          Who can see your profile
        </h2>
        <Card className="flex flex-col gap-4">
          <VisibilitySwitch initial={personal.discoverable} previewHref={myProfilePath("candidate360", { preview: true })} />
          {profileViews}
        </Card>
      </section>

      <Card>
        <EmployerPreviewSections view={view} level={2} editable idPrefix="my-profile" />
      </Card>

      <section aria-labelledby="resumes-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="resumes-heading" className="text-xl">
            Resumes
          </h2>
          <Link href={candidate360Path("resume")} className="inline-flex items-center gap-1 text-sm font-semibold">
            <Pencil aria-hidden="true" className="size-3.5" /> Edit<span className="sr-only"> resumes</span>
          </Link>
        </div>
        <Card>
          {resumes.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {resumes.map((r) => (
                <li key={r.id} className="flex min-w-0 flex-wrap items-center gap-2">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <a href={r.downloadUrl} className="min-w-0 break-all">
                    {r.fileName}
                  </a>
                  {r.isDefault ? <Badge tone="primary">Default</Badge> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No resume yet. Upload one and we can fill your profile from it.</p>
          )}
        </Card>
      </section>

      <section aria-labelledby="more-heading">
        <h2 id="more-heading" className="mb-3 text-xl">
          More of your profile
        </h2>
        <Card>
          <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {MORE_SECTIONS.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className="inline-flex items-center gap-1 font-semibold">
                  {s.label} <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link href={CANDIDATE360_PATH} className={buttonClasses("outline", "md")}>
              Open Candidate360° Profile
            </Link>
          </p>
        </Card>
      </section>
    </div>
  );
}
