import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { CompensationPrefsForm } from "@/features/candidate-preferences/components/compensation-prefs-form";
import { getCandidatePreferences } from "@/features/candidate-preferences/server/queries";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { candidate360Path } from "@/features/candidate-profile/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Compensation preferences", robots: { index: false } };

/** /dashboard/candidate360/compensation-prefs: the pay the person wants, in US dollars (decision 027). */
export default async function CompensationPrefsPage() {
  const user = await requirePagePermission("authenticated", candidate360Path("compensation-prefs"));
  const preferences = await getCandidatePreferences(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Compensation preferences">The pay you are looking for. It helps match you to jobs that pay enough.</SectionPageHeader>
        <Card>
          <CompensationPrefsForm initial={preferences.compensation} />
        </Card>
      </div>
    </PageContainer>
  );
}
