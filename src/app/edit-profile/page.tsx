import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { ChevronLeft } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { profileCompletion } from "@/features/candidate-profile/completion";
import { PersonalInfoForm } from "@/features/candidate-profile/components/personal-info-form";
import { ProfileOverview } from "@/features/candidate-profile/components/profile-overview";
import { VisibilitySwitch } from "@/features/candidate-profile/components/visibility-switch";
import { getCandidateProfile, hasAvatar } from "@/features/candidate-profile/server/queries";
import { EDIT_PROFILE_PATH, myProfilePath } from "../my-profile/tabs";
import { RefreshAfterSave } from "./refresh-after-save";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit profile", robots: { index: false } };

/*
 * /edit-profile (spec 2.7; decision 031): the basics on one page, with the same components as
 * Candidate360 (the personal-info form, the discoverable switch, the sections' overview and links).
 */
export default async function EditProfilePage() {
  const user = await requirePagePermission("authenticated", EDIT_PROFILE_PATH);
  const db = getDb();
  const [profile, avatar] = await Promise.all([getCandidateProfile(db, user.id), hasAvatar(db, user.id)]);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <Link href={myProfilePath("candidate360")} className="inline-flex w-fit items-center gap-1 text-sm">
            <ChevronLeft aria-hidden="true" className="size-4" /> My profile
          </Link>
          <h1>Edit profile</h1>
          <p className="text-muted-foreground">Change the basics here. Every other part of your profile has its own page, linked below.</p>
        </header>
        <section aria-labelledby="basics-heading" className="flex flex-col gap-3">
          <h2 id="basics-heading" className="text-xl">
            Personal info
          </h2>
          <Card>
            <PersonalInfoForm initial={profile.personal} />
          </Card>
        </section>
        <section aria-labelledby="visibility-heading" className="flex flex-col gap-3">
          <h2 id="visibility-heading" className="text-xl">
            Who can see your profile
          </h2>
          <Card>
            <VisibilitySwitch initial={profile.personal.discoverable} previewHref={myProfilePath("candidate360", { preview: true })} />
          </Card>
        </section>
        <ProfileOverview completion={profileCompletion({ profile, hasAvatar: avatar })} />
        <RefreshAfterSave />
      </div>
    </PageContainer>
  );
}
