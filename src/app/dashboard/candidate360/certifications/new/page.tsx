import type { Metadata } from "next";
import Link from "next/link";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { ChevronLeft } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { NewCertificationForm } from "@/features/candidate-profile/components/new-certification-form";
import { CERTIFICATIONS_PATH, NEW_CERTIFICATION_PATH } from "@/features/candidate-profile/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Add a certification", robots: { index: false } };

/** /dashboard/candidate360/certifications/new: one certification and its certificate file, then back to the list. */
export default async function NewCertificationPage() {
  await requirePagePermission("authenticated", NEW_CERTIFICATION_PATH);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <Link href={CERTIFICATIONS_PATH} className="inline-flex w-fit items-center gap-1 text-sm">
            <ChevronLeft aria-hidden="true" className="size-4" /> Certifications
          </Link>
          <h1>Add a certification</h1>
          <p className="text-muted-foreground">The certification as it appears on the certificate. Attach the certificate itself if you have it: only you and Upstep administrators can download it.</p>
        </header>
        <Card>
          <NewCertificationForm />
        </Card>
      </div>
    </PageContainer>
  );
}
