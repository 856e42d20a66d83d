import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { LanguageEditor } from "@/features/candidate-profile/components/language-editor";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { LANGUAGE_PATH } from "@/features/candidate-profile/paths";
import { listLanguages } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Languages", robots: { index: false } };

/** /dashboard/candidate360/language: the languages the person speaks and how well (spec 2.7). */
export default async function LanguagePage() {
  const user = await requirePagePermission("authenticated", LANGUAGE_PATH);
  const entries = await listLanguages(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Languages">The languages you speak and how well. Employers hiring for bilingual roles search for them.</SectionPageHeader>
        <LanguageEditor initial={entries} />
      </div>
    </PageContainer>
  );
}
