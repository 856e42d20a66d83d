"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useFormContext, useWatch, type Path } from "react-hook-form";
import { PROFICIENCIES, languageName } from "@/lib/languages";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form";
import { FieldError } from "@/components/ui/field";
import { X } from "@/components/ui/icons";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { MonthSelect } from "@/features/candidate-profile/components/month-select";
import type { CandidateProfile } from "@/features/candidate-profile/types";
import type { ReviewFormValues } from "../review-form";
import { CONTACT_LABELS } from "../schemas";

/*
 * The parts of the resume review form (decision 029): contact details, jobs, schools, skills and
 * languages, each with its tick and editable fields, inside the review's react-hook-form context.
 */

function Tick({ name, label, srLabel, disabled }: { name: Path<ReviewFormValues>; label: string; srLabel?: string; disabled: boolean }) {
  const { register } = useFormContext<ReviewFormValues>();
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 font-medium">
      {/* The visible words start the accessible name (WCAG 2.5.3), which says which entry it is. */}
      <NativeCheckbox {...register(name)} disabled={disabled} aria-label={srLabel ? `${label}${srLabel}` : undefined} />
      <span>{label}</span>
    </label>
  );
}

/** "First name" -> "first name"; an acronym ("ZIP code") stays as it is. */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function PartHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-lg">{children}</h3>;
}

export function ContactPart({ current, showSummary, disabled }: { current: CandidateProfile; showSummary: boolean; disabled: boolean }) {
  const { control } = useFormContext<ReviewFormValues>();
  const rows = useWatch({ control, name: "contact" });
  const summary = useWatch({ control, name: "summary" });
  if (!rows.length && !showSummary) return null;
  return (
    <Card className="flex flex-col gap-4">
      <PartHeading>Contact details</PartHeading>
      {rows.map((row, i) => {
        const label = CONTACT_LABELS[row.field];
        return (
          <div key={row.field} className="flex flex-col gap-2 border-b border-border pb-4 last:border-b-0 last:pb-0" data-part={`contact-${row.field}`}>
            <Tick name={`contact.${i}.use`} label={`Add ${lowerFirst(label)}`} disabled={disabled} />
            {row.use ? (
              <FormField
                name={`contact.${i}.value`}
                label={label}
                hint={row.current ? `Now on your profile: ${row.current}` : "Not on your profile yet."}
                render={(f) => <Input {...f} inputMode={row.field === "phone" || row.field === "postalCode" ? "numeric" : undefined} disabled={disabled} />}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {label}: {row.value} (not added)
              </p>
            )}
          </div>
        );
      })}
      {showSummary ? (
        <div className="flex flex-col gap-2" data-part="summary">
          <Tick name="summary.use" label="Add summary" disabled={disabled} />
          {summary.use ? (
            <FormField
              name="summary.value"
              label="Summary"
              hint={current.personal.summary ? "Replaces the summary on your profile." : "Not on your profile yet."}
              render={(f) => <Textarea {...f} rows={4} disabled={disabled} />}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

export function WorkPart({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<ReviewFormValues>();
  const rows = useWatch({ control, name: "work" });
  if (!rows.length) return null;
  return (
    <div className="flex flex-col gap-3">
      <PartHeading>Work history</PartHeading>
      {rows.map((row, i) => {
        const name = [row.title, row.employer].filter(Boolean).join(" at ") || `Job ${i + 1}`;
        return (
          <Card key={i} className="flex flex-col gap-4" data-part={`work-${i}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Tick name={`work.${i}.use`} label="Add this job" srLabel={`: ${name}`} disabled={disabled} />
              {row.existing ? <Badge>Already on your profile</Badge> : null}
            </div>
            {row.use ? (
              <div className="flex flex-col gap-4">
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField name={`work.${i}.title`} label="Job title" render={(f) => <Input {...f} disabled={disabled} />} />
                  <FormField name={`work.${i}.employer`} label="Employer" render={(f) => <Input {...f} disabled={disabled} />} />
                </div>
                <FormField name={`work.${i}.location`} label="Location" render={(f) => <Input {...f} disabled={disabled} />} />
                <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                  <FormField name={`work.${i}.startMonth`} label="Start month" render={(f) => <MonthSelect {...f} disabled={disabled} />} />
                  <FormField name={`work.${i}.startYear`} label="Start year" render={(f) => <Input {...f} inputMode="numeric" disabled={disabled} />} />
                  {row.isCurrent ? null : (
                    <>
                      <FormField name={`work.${i}.endMonth`} label="End month" render={(f) => <MonthSelect {...f} disabled={disabled} />} />
                      <FormField name={`work.${i}.endYear`} label="End year" render={(f) => <Input {...f} inputMode="numeric" disabled={disabled} />} />
                    </>
                  )}
                </div>
                <FormField
                  name={`work.${i}.isCurrent`}
                  label="I work here now"
                  className="flex flex-row-reverse items-center justify-end gap-2"
                  render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />}
                />
                <FormField name={`work.${i}.description`} label="Description and highlights" render={(f) => <Textarea {...f} rows={4} disabled={disabled} />} />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{name} (not added)</p>
            )}
          </Card>
        );
      })}
    </div>
  );
}

export function EducationPart({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<ReviewFormValues>();
  const rows = useWatch({ control, name: "education" });
  if (!rows.length) return null;
  return (
    <div className="flex flex-col gap-3">
      <PartHeading>Education</PartHeading>
      {rows.map((row, i) => {
        const name = row.school || `School ${i + 1}`;
        return (
          <Card key={i} className="flex flex-col gap-4" data-part={`education-${i}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Tick name={`education.${i}.use`} label="Add this school" srLabel={`: ${name}`} disabled={disabled} />
              {row.existing ? <Badge>Already on your profile</Badge> : null}
            </div>
            {row.use ? (
              <div className="flex flex-col gap-4">
                <FormField name={`education.${i}.school`} label="School" render={(f) => <Input {...f} disabled={disabled} />} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField name={`education.${i}.degree`} label="Degree" render={(f) => <Input {...f} disabled={disabled} />} />
                  <FormField name={`education.${i}.fieldOfStudy`} label="Field of study" render={(f) => <Input {...f} disabled={disabled} />} />
                </div>
                <div className="grid grid-cols-2 gap-4">
                  <FormField name={`education.${i}.startYear`} label="Start year" render={(f) => <Input {...f} inputMode="numeric" disabled={disabled} />} />
                  <FormField name={`education.${i}.endYear`} label="End year" render={(f) => <Input {...f} inputMode="numeric" disabled={disabled} />} />
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{name} (not added)</p>
            )}
          </Card>
        );
      })}
    </div>
  );
}

export function SkillsPart({ names, disabled }: { names: Map<string, string>; disabled: boolean }) {
  const { control, setValue, getFieldState, formState } = useFormContext<ReviewFormValues>();
  const skills = useWatch({ control, name: "skills" });
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const at = focusIndex.current;
    if (at === null) return;
    focusIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
    (buttons?.[Math.min(at, (buttons?.length ?? 1) - 1)] ?? null)?.focus();
  }, [skills.slugs]);
  if (names.size === 0) return null;
  const error = getFieldState("skills.slugs", formState).error?.message;
  const remove = (slug: string, index: number) => {
    focusIndex.current = index;
    setValue(
      "skills.slugs",
      skills.slugs.filter((s) => s !== slug),
      { shouldDirty: true },
    );
  };
  return (
    <Card className="flex flex-col gap-3" data-part="skills">
      <PartHeading>Skills</PartHeading>
      <Tick name="skills.use" label="Add these skills" disabled={disabled} />
      {skills.use ? (
        skills.slugs.length ? (
          <ul ref={listRef} className="flex flex-wrap gap-2" aria-label="Skills to add">
            {skills.slugs.map((slug, i) => (
              <li key={slug} className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-primary-soft py-0.5 pl-3 pr-1 text-sm text-primary-soft-foreground">
                <span className="truncate">{names.get(slug) ?? slug}</span>
                <button
                  type="button"
                  className="grid size-7 shrink-0 place-content-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed"
                  aria-label={`Remove ${names.get(slug) ?? slug}`}
                  disabled={disabled}
                  onClick={() => remove(slug, i)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You removed every skill.</p>
        )
      ) : null}
      {error ? <FieldError>{error}</FieldError> : null}
    </Card>
  );
}

export function LanguagesPart({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<ReviewFormValues>();
  const rows = useWatch({ control, name: "languages" });
  if (!rows.length) return null;
  return (
    <Card className="flex flex-col gap-4" data-part="languages">
      <PartHeading>Languages</PartHeading>
      {rows.map((row, i) => {
        const name = languageName(row.language) ?? row.language;
        return (
          <div key={row.language} className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4">
            <div className="sm:w-48 sm:pb-2">
              <Tick name={`languages.${i}.use`} label={`Add ${name}`} disabled={disabled} />
            </div>
            {row.use ? (
              <FormField
                name={`languages.${i}.proficiency`}
                label={`${name} proficiency`}
                className="sm:flex-1"
                render={(f) => (
                  <NativeSelect {...f} disabled={disabled}>
                    <option value="">Choose a level</option>
                    {PROFICIENCIES.map((p) => (
                      <option key={p.value} value={p.value}>
                        {p.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
            ) : null}
          </div>
        );
      })}
    </Card>
  );
}
