import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Alert } from "@/components/ui/alert";
import { PageContainer } from "@/components/ui/page-container";
import { ReferenceEditor } from "@/features/candidate-profile/components/reference-editor";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { SELF_REFERENCE_PATH } from "@/features/candidate-profile/paths";
import { REFERENCE_LIMIT_PER_PERSON } from "@/features/candidate-profile/reference-schemas";
import { listReferences } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "References", robots: { index: false } };

/** /dashboard/candidate360/self-reference: the professional references the person provides (decision 026). */
export default async function SelfReferencePage() {
  const user = await requirePagePermission("authenticated", SELF_REFERENCE_PATH);
  const entries = await listReferences(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="References">
          Up to {REFERENCE_LIMIT_PER_PERSON} people who can speak for your work, such as a manager, a colleague or a client. Ask them before you add them.
        </SectionPageHeader>
        <Alert tone="info" title="Private for now">
          <p>
            No employer sees your references today. Later you will choose, for each application, whether that employer may see them; only references marked as agreeing to be contacted
            will show their email and phone number.
          </p>
        </Alert>
        <ReferenceEditor initial={entries} />
      </div>
    </PageContainer>
  );
}
