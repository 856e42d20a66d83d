import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { CertificationList } from "@/features/candidate-profile/components/certification-list";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { CERTIFICATIONS_PATH } from "@/features/candidate-profile/paths";
import { listCertifications } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Certifications", robots: { index: false } };

/** /dashboard/candidate360/certifications: the person's licenses and certifications (spec 2.7). */
export default async function CertificationsPage() {
  const user = await requirePagePermission("authenticated", CERTIFICATIONS_PATH);
  const entries = await listCertifications(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Certifications">Licenses and certifications, in the order you want employers to read them. Only you and Upstep administrators can download the files.</SectionPageHeader>
        <CertificationList initial={entries} />
      </div>
    </PageContainer>
  );
}
