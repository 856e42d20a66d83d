"use client";

import Link from "next/link";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useForm, type Path } from "react-hook-form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, zodResolver } from "@/components/ui/form";
import type { CandidateProfile } from "@/features/candidate-profile/types";
import { BY_HAND_LINKS, CANDIDATE_PROFILE_API, resumeParseAcceptApi, resumeParseApi, resumeParseDismissApi, resumeParseQueryKey } from "../paths";
import { anythingTicked, initialReviewValues, reviewFormSchema, toAcceptBody, type ReviewFormValues } from "../review-form";
import type { AcceptedProposal, ResumeParseView, ResumeProposal } from "../types";
import { ContactPart, EducationPart, LanguagesPart, SkillsPart, WorkPart } from "./resume-proposal-parts";

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
