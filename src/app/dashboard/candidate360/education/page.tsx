import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { EducationEditor } from "@/features/candidate-profile/components/education-editor";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { EDUCATION_PATH } from "@/features/candidate-profile/paths";
import { listEducation } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Education", robots: { index: false } };

/** /dashboard/candidate360/education: add, edit, delete and reorder (decision 024). */
export default async function EducationPage() {
  const user = await requirePagePermission("authenticated", EDUCATION_PATH);
  const entries = await listEducation(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Education">Schools, degrees, diplomas and training, in the order you choose.</SectionPageHeader>
        <EducationEditor initial={entries} />
      </div>
    </PageContainer>
  );
}
