import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { ExperienceForm } from "@/features/candidate-preferences/components/experience-form";
import { getCandidatePreferences, listJobCategoryOptions } from "@/features/candidate-preferences/server/queries";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { candidate360Path, PERSONAL_INFO_PATH } from "@/features/candidate-profile/paths";
import { getPersonalInfo } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Experience", robots: { index: false } };

/** /dashboard/candidate360/experience: level, industries, people managed; years of experience shown from personal info (decision 027). */
export default async function ExperiencePage() {
  const user = await requirePagePermission("authenticated", candidate360Path("experience"));
  const db = getDb();
  const [preferences, categories, personal] = await Promise.all([getCandidatePreferences(db, user.id), listJobCategoryOptions(db), getPersonalInfo(db, user.id)]);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Experience">How experienced you are and where. Your jobs themselves go in work history.</SectionPageHeader>
        <Card>
          <ExperienceForm initial={preferences.experience} categories={categories} yearsOfExperience={personal.yearsOfExperience} personalInfoHref={PERSONAL_INFO_PATH} />
        </Card>
      </div>
    </PageContainer>
  );
}
