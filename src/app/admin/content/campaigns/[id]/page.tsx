import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { isUuid } from "@/features/content-editor/schemas";
import { getAdminCampaign } from "@/features/content-editor/server/page-queries";
import { CAMPAIGNS_API_PATH, CampaignComposer } from "@/features/content-editor/components/campaign-composer";
import { StatusBadge } from "@/features/content-editor/components/status-badge";

export const metadata: Metadata = { title: "Edit campaign · Content" };

export default async function EditCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePagePermission("admin", adminContentItemPath("campaigns", id));
  if (!isUuid(id)) notFound();
  const campaign = await getAdminCampaign(getDb(), id);
  if (!campaign) notFound();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1>Edit campaign</h1>
          <StatusBadge status={campaign.publishing.status} />
        </div>
        <p className="max-w-2xl text-muted-foreground [overflow-wrap:anywhere]">
          {campaign.title} · {campaign.url}
        </p>
      </header>
      <CampaignComposer
        key={campaign.updatedAt}
        pageId={campaign.id}
        pageType="campaign"
        publicPath={campaign.url}
        saveApiPath={`${CAMPAIGNS_API_PATH}/${campaign.id}`}
        initial={{ title: campaign.title, slug: campaign.slug, sections: campaign.sections, seo: campaign.seo, publishing: campaign.publishing }}
      />
    </div>
  );
}
