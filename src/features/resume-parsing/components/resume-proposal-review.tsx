"use client";

import Link from "next/link";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm, useFormContext, useWatch, type Path } from "react-hook-form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api/client";
import { PROFICIENCIES, languageName } from "@/lib/languages";
import { loadToast } from "@/components/providers/toast-host";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { FieldError } from "@/components/ui/field";
import { X } from "@/components/ui/icons";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { MonthSelect } from "@/features/candidate-profile/components/month-select";
import type { CandidateProfile } from "@/features/candidate-profile/types";
import { BY_HAND_LINKS, CANDIDATE_PROFILE_API, resumeParseAcceptApi, resumeParseApi, resumeParseDismissApi, resumeParseQueryKey } from "../paths";
import { anythingTicked, initialReviewValues, reviewFormSchema, toAcceptBody, type ReviewFormValues } from "../review-form";
import { CONTACT_LABELS } from "../schemas";
import type { AcceptedProposal, ResumeParseView, ResumeProposal } from "../types";

/*
 * "Review what we found" (issue 14 part 5, decision 029): reads the resume (or loads the stored
 * parse), shows each proposed part with a tick (ticked by default) and its fields to edit, checked
 * with the profile's own schemas, and writes nothing until "Add to my profile". "Not now" marks it
 * reviewed without writing. Embedded by the resume page and by onboarding: keep this export and its
 * props stable.
 */
export type ResumeProposalReviewProps = { resumeId: string; onDone: (outcome: "accepted" | "dismissed") => void };

/** The stored parse when it still waits for a review; otherwise the resume is read (again). */
async function loadOrParse(resumeId: string): Promise<ResumeParseView> {
  try {
    const stored = await api.get<ResumeParseView>(resumeParseApi(resumeId));
    if (stored.reviewedAt === null) return stored;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return api.post<ResumeParseView>(resumeParseApi(resumeId));
}

export function ResumeProposalReview({ resumeId, onDone }: ResumeProposalReviewProps) {
  const headingId = useId();
  const parse = useQuery({
    queryKey: resumeParseQueryKey(resumeId),
    queryFn: () => loadOrParse(resumeId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  const profile = useQuery({
    queryKey: ["candidate-profile", "resume-review"],
    queryFn: () => api.get<CandidateProfile>(CANDIDATE_PROFILE_API),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  const dismiss = useMutation({
    mutationFn: () => api.post<ResumeParseView>(resumeParseDismissApi(resumeId)),
    meta: { silent: true },
    onSuccess: () => onDone("dismissed"),
  });

  let body: ReactNode;
  if (parse.isPending || (parse.data?.status === "parsed" && profile.isPending)) {
    body = (
      <div role="status" className="flex items-center gap-3 py-8 text-muted-foreground" data-testid="resume-review-progress">
        <span aria-hidden="true" className="size-6 shrink-0 animate-spin rounded-full border-[3px] border-primary border-t-transparent" />
        <span>Reading your resume… This takes a few seconds.</span>
      </div>
    );
  } else if (parse.isError || profile.isError) {
    body = (
      <div className="flex flex-col gap-4">
        <ErrorAlert error={parse.error ?? profile.error} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void (parse.isError ? parse.refetch() : profile.refetch())}>
            Try again
          </Button>
          <Button variant="ghost" onClick={() => onDone("dismissed")}>
            Not now
          </Button>
        </div>
      </div>
    );
  } else if (parse.data.status === "failed" || !parse.data.proposal) {
    body = (
      <div className="flex flex-col gap-4">
        <Alert tone="warning" title="We could not read this resume">
          <p>{parse.data.error ?? "We could not read this resume."}</p>
        </Alert>
        <ByHand intro="You can fill in your profile by hand instead:" />
        <ErrorAlert error={dismiss.error} />
        <div>
          <Button variant="outline" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
            OK
          </Button>
        </div>
      </div>
    );
  } else {
    body = <ReviewForm resumeId={resumeId} proposal={parse.data.proposal} current={profile.data!} onDone={onDone} dismiss={dismiss} />;
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="resume-review">
      <div>
        <h2 id={headingId} tabIndex={-1} className="text-xl">
          Review what we found
        </h2>
        <p className="text-sm text-muted-foreground">Nothing is added to your profile until you choose “Add to my profile”.</p>
      </div>
      {body}
    </section>
  );
}

function ByHand({ intro }: { intro: string }) {
  return (
    <div className="text-sm">
      <p>{intro}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {BY_HAND_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Dismiss = { mutate: () => void; isPending: boolean; error: unknown };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2 jobs, 1 school and 5 skills" — what an accept added, for the toast. */
export function addedSummary(added: AcceptedProposal): string {
  const parts = [
    added.contact.length || added.summary ? "your contact details" : "",
    added.workHistory.length ? plural(added.workHistory.length, "job", "jobs") : "",
    added.education.length ? plural(added.education.length, "school", "schools") : "",
    added.skills.length ? plural(added.skills.length, "skill", "skills") : "",
    added.languages.length ? plural(added.languages.length, "language", "languages") : "",
  ].filter(Boolean);
  if (!parts.length) return "Your profile already had everything you chose.";
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `Added to your profile: ${list}.`;
}

function ReviewForm({
  resumeId,
  proposal,
  current,
  onDone,
  dismiss,
}: {
  resumeId: string;
  proposal: ResumeProposal;
  current: CandidateProfile;
  onDone: ResumeProposalReviewProps["onDone"];
  dismiss: Dismiss;
}) {
  const initial = useMemo(() => initialReviewValues(proposal, current), [proposal, current]);
  const form = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: initial, mode: "onTouched" });
  const [nothing, setNothing] = useState(false);
  const skillNames = useMemo(() => new Map(proposal.skills.map((s) => [s.slug, s.name])), [proposal.skills]);
  const accept = useMutation({
    mutationFn: (values: ReviewFormValues) => {
      const { body } = toAcceptBody(values);
      return api.post<AcceptedProposal>(resumeParseAcceptApi(resumeId), body);
    },
    meta: { silent: true },
    onSuccess: (added) => {
      void loadToast().then((toast) => toast.success(addedSummary(added)));
      onDone("accepted");
    },
    onError: (error, values) => {
      if (!(error instanceof ApiError)) return;
      const { formPathOf } = toAcceptBody(values);
      for (const issue of error.fieldIssues) {
        const path = formPathOf(issue.path);
        if (path) form.setError(path as Path<ReviewFormValues>, { type: "server", message: issue.message });
      }
    },
  });
  const busy = accept.isPending || dismiss.isPending;
  const empty = initial.contact.length === 0 && !initial.summary.use && !initial.work.length && !initial.education.length && !proposal.skills.length && !initial.languages.length;

  if (empty) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info" title="We found nothing new to add">
          <p>Your resume was read, but we did not find details that are not on your profile already.</p>
        </Alert>
        <ByHand intro="You can add to your profile by hand:" />
        <ErrorAlert error={dismiss.error} />
        <div>
          <Button variant="outline" loading={dismiss.isPending} onClick={dismiss.mutate}>
            OK
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="What we found in your resume"
        className="flex flex-col gap-6"
        onSubmit={form.handleSubmit(() => {
          const values = form.getValues();
          if (!anythingTicked(values)) return setNothing(true);
          setNothing(false);
          accept.mutate(values);
        })}
      >
        <ContactPart current={current} showSummary={initial.summary.use} disabled={busy} />
        <WorkPart disabled={busy} />
        <EducationPart disabled={busy} />
        <SkillsPart names={skillNames} disabled={busy} />
        <LanguagesPart disabled={busy} />
        {nothing ? (
          <Alert tone="warning">
            <p>Tick what you want to add, or choose “Not now”.</p>
          </Alert>
        ) : null}
        <ErrorAlert error={accept.error ?? dismiss.error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={accept.isPending} disabled={busy && !accept.isPending}>
            Add to my profile
          </Button>
          <Button variant="ghost" loading={dismiss.isPending} disabled={busy && !dismiss.isPending} onClick={dismiss.mutate}>
            Not now
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** A part's tick: its visible words, and the entry it names for a screen reader when the words alone are not enough. */
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

function ContactPart({ current, showSummary, disabled }: { current: CandidateProfile; showSummary: boolean; disabled: boolean }) {
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

function WorkPart({ disabled }: { disabled: boolean }) {
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

function EducationPart({ disabled }: { disabled: boolean }) {
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

function SkillsPart({ names, disabled }: { names: Map<string, string>; disabled: boolean }) {
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

function LanguagesPart({ disabled }: { disabled: boolean }) {
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
