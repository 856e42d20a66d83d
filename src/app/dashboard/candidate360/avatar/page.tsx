import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { candidate360Path } from "@/features/candidate-profile/paths";
import { ProfilePhotoPanel } from "@/features/profile-photo/components/profile-photo-panel";
import { getAvatarUrl } from "@/features/profile-photo/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Profile photo", robots: { index: false } };

/** /dashboard/candidate360/avatar: the profile photo through the existing avatar feature (upload, replace, remove). */
export default async function AvatarPage() {
  const user = await requirePagePermission("authenticated", candidate360Path("avatar"));
  const url = await getAvatarUrl(getDb(), { userId: user.id });
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Profile photo">A friendly, recent photo helps employers put a face to your name.</SectionPageHeader>
        <Card>
          <ProfilePhotoPanel name={user.name} initialUrl={url} />
        </Card>
      </div>
    </PageContainer>
  );
}
