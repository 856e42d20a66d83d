import "server-only";
import { getDb } from "@/db/client";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import type { CompanyActor, CompanyStanding } from "@/lib/auth/company-access";
import { PageContainer } from "@/components/ui/page-container";
import { emptyPostingInput } from "../schemas";
import { getPostingFormOptions, viewOfRow } from "../server/queries";
import type { LoadedPosting } from "../server/posting-access";
import { PostingForm } from "./posting-form";

/*
 * The create and edit pages' body (decision 039), shared by /hiring/job-postings/* and
 * /talent/job-postings/*: the page has checked the viewer (its page.tsx) and hands over what it found.
 */
export async function CreatePostingPage({ area, viewer, company }: { area: "hiring" | "talent"; viewer: CompanyActor; company: { id: string; name: string; standing: CompanyStanding } }) {
  const now = new Date();
  const options = await getPostingFormOptions(getDb(), company.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <PostingForm
          heading="create"
          area={area}
          companyId={company.id}
          companyName={company.name}
          posting={null}
          initial={emptyPostingInput(now, company.standing === "admin" ? "" : viewer.id)}
          options={options}
          canEdit={capabilityAllowed(company.standing, "postings.edit")}
          now={now.toISOString()}
        />
      </div>
    </PageContainer>
  );
}

export async function EditPostingPage({ area, loaded }: { area: "hiring" | "talent"; loaded: LoadedPosting }) {
  const db = getDb();
  const now = new Date();
  const [view, options] = await Promise.all([viewOfRow(db, loaded.posting, loaded.companyName), getPostingFormOptions(db, loaded.posting.companyId)]);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <PostingForm
          heading="edit"
          area={area}
          companyId={view.companyId}
          companyName={view.companyName}
          posting={view}
          initial={view.form}
          options={options}
          canEdit={capabilityAllowed(loaded.standing, "postings.edit")}
          now={now.toISOString()}
        />
      </div>
    </PageContainer>
  );
}
