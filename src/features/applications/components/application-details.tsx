import type { ReactNode } from "react";
import type { ApplicationProfileSnapshot } from "@/db/schema/applications";
import { Button } from "@/components/ui/button";
import { Pencil } from "@/components/ui/icons";
import type { ApplicationAnswer, ApplyStep } from "../types";

/*
 * What an application holds, as its author reads it (decision 033): the profile sent, the resume, the
 * cover letter and the answers. The review step shows it with Edit buttons; a sent application shows
 * it read-only.
 */
type Props = {
  profile?: ApplicationProfileSnapshot;
  resume: ReactNode;
  coverLetter: string;
  answers: ApplicationAnswer[];
  onEdit?: (step: ApplyStep) => void;
};

function Part({ title, step, onEdit, children }: { title: string; step: ApplyStep; onEdit?: (step: ApplyStep) => void; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        {onEdit ? (
          <Button variant="ghost" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${title.toLowerCase()}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const answerText = ({ kind, answer }: ApplicationAnswer) => (answer === "" ? "Not answered" : kind === "yes-no" ? (answer === "yes" ? "Yes" : "No") : answer);

export function ProfileSummary({ profile }: { profile: ApplicationProfileSnapshot }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="text-base font-semibold">{profile.name}</p>
      {profile.headline ? <p>{profile.headline}</p> : null}
      <p className="break-words text-muted-foreground">{[profile.email, profile.phone, profile.location].filter(Boolean).join(" · ")}</p>
      {profile.sections.map((s) => (
        <div key={s.title} className="mt-2">
          <p className="font-semibold">{s.title}</p>
          <ul className="list-disc pl-5">
            {s.lines.map((line, i) => (
              <li key={i} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function ApplicationDetails({ profile, resume, coverLetter, answers, onEdit }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {profile ? (
        <Part title="Your profile" step="profile" onEdit={onEdit}>
          <ProfileSummary profile={profile} />
        </Part>
      ) : null}
      <Part title="Resume" step="resume" onEdit={onEdit}>
        <div className="text-sm">{resume}</div>
      </Part>
      <Part title="Cover letter" step="questions" onEdit={onEdit}>
        <p className="whitespace-pre-wrap break-words text-sm">{coverLetter || "No cover letter"}</p>
      </Part>
      {answers.length ? (
        <Part title="Screening questions" step="questions" onEdit={onEdit}>
          <dl className="flex flex-col gap-2 text-sm">
            {answers.map((a) => (
              <div key={a.questionId}>
                <dt className="font-semibold">{a.prompt}</dt>
                <dd className="break-words">{answerText(a)}</dd>
              </div>
            ))}
          </dl>
        </Part>
      ) : null}
    </div>
  );
}
