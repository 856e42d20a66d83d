import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { ProfileOverview } from "@/features/candidate-profile/components/profile-overview";
import { CANDIDATE360_PATH } from "@/features/candidate-profile/paths";
import { getProfileCompletion } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Candidate360° Profile", robots: { index: false } };

/** /dashboard/candidate360 (spec 2.7): every section of the profile with its state (decision 024). */
export default async function Candidate360Page() {
  const user = await requirePagePermission("authenticated", CANDIDATE360_PATH);
  const completion = await getProfileCompletion(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header>
          <h1>Candidate360° Profile</h1>
          <p className="mt-2 text-muted-foreground">What employers will see when you apply or choose to be found. Only you can see and change it.</p>
        </header>
        <ProfileOverview completion={completion} />
      </div>
    </PageContainer>
  );
}
