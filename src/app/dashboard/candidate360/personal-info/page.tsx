import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { PersonalInfoForm } from "@/features/candidate-profile/components/personal-info-form";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { SkillsForm } from "@/features/candidate-profile/components/skills-form";
import { PERSONAL_INFO_PATH } from "@/features/candidate-profile/paths";
import { getPersonalInfo, listCandidateSkills } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Personal info", robots: { index: false } };

/** /dashboard/candidate360/personal-info: name, contact, where to work, and the skills block (decision 024). */
export default async function PersonalInfoPage() {
  const user = await requirePagePermission("authenticated", PERSONAL_INFO_PATH);
  const db = getDb();
  const [personal, skills] = await Promise.all([getPersonalInfo(db, user.id), listCandidateSkills(db, user.id)]);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Personal info">Your name, how to reach you and where you want to work.</SectionPageHeader>
        <Card>
          <PersonalInfoForm initial={personal} />
        </Card>
        <section id="skills" aria-labelledby="skills-heading" className="scroll-mt-6">
          <h2 id="skills-heading" className="mb-3 text-xl">
            Skills
          </h2>
          <Card>
            <SkillsForm initial={skills} />
          </Card>
        </section>
      </div>
    </PageContainer>
  );
}
