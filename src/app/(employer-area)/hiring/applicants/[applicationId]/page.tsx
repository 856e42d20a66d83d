import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { applicantPath, postingApplicantsPath } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { buttonLook } from "@/components/ui/button-variants";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { ApplicantActions } from "@/features/applicant-tracking/components/applicant-actions";
import { AnswersSection, HistorySection, ProfileSection, ResumeSection, ScorecardSummary, Section } from "@/features/applicant-tracking/components/applicant-sections";
import { EmailPanel } from "@/features/applicant-tracking/components/email-panel";
import { ratingText } from "@/features/applicant-tracking/components/format";
import { NotesPanel } from "@/features/applicant-tracking/components/notes-panel";
import { RatingStars, ScorecardForm } from "@/features/applicant-tracking/components/review-panels";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { getApplicantDetail } from "@/features/applicant-tracking/server/applicant-detail";
import { listTemplates } from "@/features/applicant-tracking/server/email-templates";
import { orPageError } from "@/features/applicant-tracking/server/page-access";
import { recordApplicantView } from "@/features/applicant-tracking/server/record-view";
import { SOURCE_LABELS } from "@/features/applicant-tracking/types";
import { AddToPipelineButton } from "@/features/talent-pipelines/components/add-to-pipeline-button";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Applicant", robots: { index: false } };

/**
 * /hiring/applicants/{applicationId} (issue 16 part 3, decision 040): one applicant for the hiring
 * team: the profile as sent, the resume in the page, answers with knock-outs, the stage with
 * Shortlist / Reject / Move, ratings, scorecards, private notes with @mentions, email from templates,
 * the history; previous and next applicant of the posting. Opening it marks it Viewed (once).
 */
export default async function ApplicantPage({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  // One resource: its own company decides (administrators with two-factor: any company).
  const user = await requirePagePermission("employer", applicantPath(applicationId));
  const db = getDb();
  const ref = await orPageError(requireApplicant(db, user, applicationId, "applicants.read"));
  await recordApplicantView(db, ref, user.id);
  const detail = await getApplicantDetail(db, user, ref);
  const canMove = capabilityAllowed(ref.standing, "applicants.move");
  const canEmail = capabilityAllowed(ref.standing, "applicants.email");
  const templates = canEmail ? await listTemplates(db, ref.companyId) : [];
  const mine = detail.ratings.find((r) => r.userId === user.id)?.rating ?? null;
  const myScorecard = detail.scorecards.find((s) => s.authorId === user.id) ?? null;
  const name = detail.candidate.name;
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <nav aria-label="Applicants" className="flex flex-wrap items-center justify-between gap-2">
            <Link href={postingApplicantsPath(detail.posting.id)} className="text-sm">
              All applicants for {detail.posting.title}
            </Link>
            <div className="flex gap-2">
              {detail.previousId ? (
                <Link href={applicantPath(detail.previousId)} className={buttonLook("ghost", "sm")} rel="prev">
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Previous applicant
                </Link>
              ) : null}
              {detail.nextId ? (
                <Link href={applicantPath(detail.nextId)} className={buttonLook("ghost", "sm")} rel="next">
                  Next applicant
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </div>
          </nav>
          <div className="flex flex-col gap-1">
            <h1 className="break-words">{name}</h1>
            {detail.candidate.headline ? <p className="text-muted-foreground">{detail.candidate.headline}</p> : null}
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                {detail.posting.title} · {SOURCE_LABELS[detail.source]}
              </span>
              {detail.knockedOut ? <Badge tone="warning">Knock-out answer</Badge> : null}
              <span>{ratingText(detail.ratingAverage, detail.ratingCount)}</span>
            </p>
            {/* Keep this applicant for later roles (issue 17, decision 043): a talent pipeline of the company. */}
            {capabilityAllowed(ref.standing, "pipelines.edit") ? (
              <div className="mt-1">
                <AddToPipelineButton companyId={ref.companyId} candidateUserIds={[ref.candidateUserId]} source="applicant" sourceApplicationId={detail.id} />
              </div>
            ) : null}
          </div>
        </header>
        {/* The stage and its moves first, at every width: Shortlist and Reject without scrolling. */}
        <Section title="Stage" id="stage">
          <ApplicantActions applicationId={detail.id} name={name} stage={detail.stage} stages={detail.stages} canMove={canMove} withdrawn={detail.candidateStage === "withdrawn"} rejection={detail.rejection} />
        </Section>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <ResumeSection detail={detail} />
            <ProfileSection detail={detail} />
            <AnswersSection detail={detail} />
            <Section title="Scorecards" id="scorecards">
              <ScorecardSummary scorecards={detail.scorecards} attributes={detail.scorecardAttributes} />
              <h3 className="text-base font-semibold">Your scorecard</h3>
              <ScorecardForm applicationId={detail.id} attributes={detail.scorecardAttributes} mine={myScorecard} />
            </Section>
          </div>
          <aside className="flex min-w-0 flex-col gap-6" aria-label="Hiring team">
            <Section title="Rating" id="rating">
              <p className="text-sm text-muted-foreground">
                Team: {ratingText(detail.ratingAverage, detail.ratingCount)}
                {detail.ratings.length ? ` (${detail.ratings.map((r) => `${r.name} ${r.rating}`).join(", ")})` : ""}
              </p>
              <RatingStars applicationId={detail.id} mine={mine} />
            </Section>
            <Section title="Notes" id="notes">
              <NotesPanel applicationId={detail.id} notes={detail.notes} members={detail.members} me={user.id} />
            </Section>
            {canEmail ? (
              <Section title="Email the candidate" id="email">
                <EmailPanel applicationId={detail.id} templates={templates} candidateName={name} />
                {detail.emails.length ? (
                  <ul className="flex flex-col gap-1 text-sm">
                    {detail.emails.map((e) => (
                      <li key={e.id}>
                        Sent &ldquo;{e.subject}&rdquo;{e.senderName ? ` by ${e.senderName}` : ""}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Section>
            ) : null}
            <HistorySection detail={detail} />
          </aside>
        </div>
      </div>
    </PageContainer>
  );
}
