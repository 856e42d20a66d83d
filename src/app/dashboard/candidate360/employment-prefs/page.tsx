import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { EmploymentPrefsForm } from "@/features/candidate-preferences/components/employment-prefs-form";
import { getCandidatePreferences, listJobCategoryOptions } from "@/features/candidate-preferences/server/queries";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { candidate360Path } from "@/features/candidate-profile/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Employment preferences", robots: { index: false } };

/** /dashboard/candidate360/employment-prefs: the work the person wants (decision 027). */
export default async function EmploymentPrefsPage() {
  const user = await requirePagePermission("authenticated", candidate360Path("employment-prefs"));
  const db = getDb();
  const [preferences, categories] = await Promise.all([getCandidatePreferences(db, user.id), listJobCategoryOptions(db)]);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Employment preferences">The jobs you want, how and when you want to work. Recommendations and employers read these.</SectionPageHeader>
        <Card>
          <EmploymentPrefsForm initial={preferences.employment} categories={categories} />
        </Card>
      </div>
    </PageContainer>
  );
}
