import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { AssessmentDetails } from "@/features/assessments/components/assessment-details";
import { getPersonalityAssessment } from "@/features/assessments/server/queries";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { CANDIDATE360_PATH, candidate360Path } from "@/features/candidate-profile/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Personality assessment", robots: { index: false } };

/**
 * /dashboard/candidate360/traitify-assessment: the person's personality assessment (kind
 * "personality") with its types and traits when completed, else a plain statement that they have not
 * taken one and what it is for (decision 027). Taking it comes with the assessment domain.
 */
export default async function TraitifyAssessmentPage() {
  const user = await requirePagePermission("authenticated", candidate360Path("traitify-assessment"));
  const assessment = await getPersonalityAssessment(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Personality assessment">How you like to work: the personality types and traits a short questionnaire finds.</SectionPageHeader>
        {assessment ? (
          <>
            <p data-testid="personality-state">
              {assessment.status === "completed"
                ? `Your results from ${assessment.title}.`
                : assessment.status === "expired"
                  ? `${assessment.title} expired before it was finished, so there are no results.`
                  : `${assessment.title} is ${assessment.status === "in-progress" ? "started but not finished" : "waiting for you to start it"}; your results will show here once you complete it.`}
            </p>
            <AssessmentDetails assessment={assessment} />
          </>
        ) : (
          <Card>
            <h2 className="text-xl">You have not taken the personality assessment yet</h2>
            <p className="mt-2" data-testid="personality-state">
              Upstep holds no personality results for you. The assessment is a short questionnaire about how you like to work (with people or on your own, by plan or on the
              fly). Your personality types and traits will show here, to help you and, if you choose, employers see which jobs and courses suit you.
            </p>
            <p className="mt-2 text-muted-foreground">You cannot take it on Upstep yet. Meanwhile, the work you want is what matches you to jobs.</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link href={candidate360Path("employment-prefs")} className={buttonClasses("primary", "md")}>
                Tell us the work you want
              </Link>
              <Link href={CANDIDATE360_PATH} className={buttonClasses("ghost", "md")}>
                Back to your profile
              </Link>
            </div>
          </Card>
        )}
      </div>
    </PageContainer>
  );
}
