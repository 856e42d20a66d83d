import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Pencil } from "@/components/ui/icons";
import { candidate360Path, EDUCATION_PATH, PERSONAL_INFO_PATH, SKILLS_PATH, WORK_HISTORY_PATH } from "../paths";
import type { EmployerView } from "../types";
import { monthYear } from "./months";

type Level = 2 | 3;

function dates(e: EmployerView["workHistory"][number]): string {
  const start = monthYear(e.startMonth, e.startYear);
  const end = e.isCurrent ? "Present" : monthYear(e.endMonth, e.endYear);
  return [start, end].filter(Boolean).join(" – ");
}

/** One titled block; with `edit`, an "Edit" link named for the section, and what to do when it is empty. */
function Block({ idPrefix, title, level, edit, empty, children }: { idPrefix: string; title: string; level: Level; edit?: string; empty: boolean; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "text-xl" : "text-lg";
  const headingId = `${idPrefix}-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 border-t border-border pt-5 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className={Sub}>
          {title}
        </Heading>
        {edit ? (
          <Link href={edit} className="inline-flex items-center gap-1 text-sm font-semibold">
            <Pencil aria-hidden="true" className="size-3.5" /> Edit<span className="sr-only"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      {empty ? <p className="text-sm text-muted-foreground">Nothing here yet.</p> : children}
    </section>
  );
}

/*
 * The sections of a candidate profile as an employer reads them (decision 031): summary, skills, work
 * history, education, certifications and languages from the one projection (employerViewOfCandidate).
 * The employer preview shows the filled ones; the owner's /my-profile shows every one with an Edit
 * link to its Candidate360 page (`editable`), so an empty one says what to add.
 */
export function EmployerPreviewSections({ view, level = 3, editable = false, idPrefix = "profile" }: { view: EmployerView; level?: Level; editable?: boolean; idPrefix?: string }) {
  const Item = level === 2 ? "h3" : "h4";
  const blocks = [
    {
      title: "Summary",
      edit: PERSONAL_INFO_PATH,
      empty: view.summary === "",
      body: <p className="whitespace-pre-line break-words">{view.summary}</p>,
    },
    {
      title: "Skills",
      edit: SKILLS_PATH,
      empty: view.skills.length === 0,
      body: (
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {view.skills.map((s) => (
            <li key={s.slug}>
              <Badge tone="outline">{s.name}</Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: "Work history",
      edit: WORK_HISTORY_PATH,
      empty: view.workHistory.length === 0,
      body: (
        <ul className="flex flex-col gap-4">
          {view.workHistory.map((job, i) => (
            <li key={i} className="min-w-0 break-words">
              <Item className="text-base font-semibold">{job.title}</Item>
              <p className="font-medium">{job.employer}</p>
              <p className="text-sm text-muted-foreground">{[job.location, dates(job)].filter(Boolean).join(" · ")}</p>
              {job.description ? <p className="mt-1 whitespace-pre-line text-sm">{job.description}</p> : null}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: "Education",
      edit: EDUCATION_PATH,
      empty: view.education.length === 0,
      body: (
        <ul className="flex flex-col gap-4">
          {view.education.map((school, i) => (
            <li key={i} className="min-w-0 break-words">
              <Item className="text-base font-semibold">{school.school}</Item>
              {school.degree || school.fieldOfStudy ? <p>{[school.degree, school.fieldOfStudy].filter(Boolean).join(", ")}</p> : null}
              {school.startYear !== null || school.endYear !== null ? (
                <p className="text-sm text-muted-foreground">{[school.startYear, school.endYear].filter((y) => y !== null).join(" – ")}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: "Certifications",
      edit: candidate360Path("certifications"),
      empty: view.certifications.length === 0,
      body: (
        <ul className="flex flex-col gap-1">
          {view.certifications.map((c, i) => (
            <li key={i} className="break-words">
              <span className="font-medium">{c.name}</span>
              {c.issuer ? <span className="text-muted-foreground"> · {c.issuer}</span> : null}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: "Languages",
      edit: candidate360Path("language"),
      empty: view.languages.length === 0,
      body: (
        <ul className="flex flex-col gap-1">
          {view.languages.map((l) => (
            <li key={l.code}>
              <span className="font-medium">{l.name}</span> <span className="text-muted-foreground">· {l.proficiency}</span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-5">
      {blocks
        .filter((b) => editable || !b.empty)
        .map((b) => (
          <Block key={b.title} idPrefix={idPrefix} title={b.title} level={level} edit={editable ? b.edit : undefined} empty={b.empty}>
            {b.body}
          </Block>
        ))}
    </div>
  );
}

/** "Chicago, IL · Open to remote only · 10 years of experience", from what the person gave. */
export function employerViewFacts(view: Pick<EmployerView, "city" | "state" | "remoteOnly" | "yearsOfExperience">): string[] {
  const place = [view.city, view.state].filter(Boolean).join(", ");
  return [
    place,
    view.remoteOnly ? "Remote jobs only" : "",
    view.yearsOfExperience === null ? "" : `${view.yearsOfExperience} year${view.yearsOfExperience === 1 ? "" : "s"} of experience`,
  ].filter(Boolean);
}
