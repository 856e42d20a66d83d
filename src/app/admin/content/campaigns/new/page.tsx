import type { Metadata } from "next";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { CAMPAIGNS_API_PATH, CampaignComposer } from "@/features/content-editor/components/campaign-composer";
import { EMPTY_SEO } from "@/features/content-editor/components/seo-fields";

export const metadata: Metadata = { title: "New campaign · Content" };

/** /admin/content/campaigns/new: the composer with a hero to start from; the first save creates the page (as a draft unless published). */
export default async function NewCampaignPage() {
  await requirePagePermission("admin", adminContentItemPath("campaigns", "new"));
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="min-w-0">
        <h1>New campaign</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Add sections, fill them in, preview, then save as a draft or publish.</p>
      </header>
      <CampaignComposer
        pageId={null}
        pageType="campaign"
        publicPath={null}
        saveApiPath={CAMPAIGNS_API_PATH}
        initial={{ title: "", slug: "", sections: [{ type: "hero", eyebrow: "", heading: "", subheading: "", image: null, primaryCta: null, secondaryCta: null }], seo: EMPTY_SEO, publishing: { status: "draft", publishAt: null, unpublishAt: null } }}
      />
    </div>
  );
}
