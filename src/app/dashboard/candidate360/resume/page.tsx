import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { PageContainer } from "@/components/ui/page-container";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { listResumeParseStates } from "@/features/resume-parsing/server/get-resume-parse";
import { RESUME_PAGE_PATH } from "@/features/resume-parsing/paths";
import { ResumeLibrary } from "@/features/resumes/components/resume-library";
import { listResumes } from "@/features/resumes/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Resume", robots: { index: false } };

/** /dashboard/candidate360/resume: the person's resumes; with resume-upload-v4, what the parser found to review (decision 029). */
export default async function ResumePage() {
  const user = await requirePagePermission("authenticated", RESUME_PAGE_PATH);
  const db = getDb();
  const [resumes, parsingEnabled] = await Promise.all([listResumes(db, { ownerId: user.id }), isFeatureEnabled("resume-upload-v4", db)]);
  const parseStates = parsingEnabled ? await listResumeParseStates(db, user.id) : {};
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Resume">
          The resumes you apply with. Your default one goes with an application unless you choose another.
        </SectionPageHeader>
        <ResumeLibrary initial={resumes} parseStates={parseStates} parsingEnabled={parsingEnabled} />
      </div>
    </PageContainer>
  );
}
