import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { AssessmentDetails } from "@/features/assessments/components/assessment-details";
import { getAssessment } from "@/features/assessments/server/queries";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { candidate360Path } from "@/features/candidate-profile/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Assessment", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * /dashboard/candidate360/assessment/{id}: one of the person's assessments as the table holds it
 * (decision 027). Another person's, an unknown id or one that is not a uuid is the 404 page.
 */
export default async function AssessmentPage({ params }: Props) {
  const { id } = await params;
  const user = await requirePagePermission("authenticated", candidate360Path(`assessment/${encodeURIComponent(id)}`));
  const assessment = await getAssessment(getDb(), { userId: user.id, id });
  if (!assessment) notFound();
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title={assessment.title}>
          {assessment.kind === "personality" ? "A personality assessment" : "A skills assessment"}
          {assessment.provider === "traitify" ? " by Traitify" : ""}. This is what Upstep holds about it.
        </SectionPageHeader>
        <AssessmentDetails assessment={assessment} />
      </div>
    </PageContainer>
  );
}
