import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { isUuid } from "@/features/content-editor/schemas";
import { getAdminCampaign, getAdminPage } from "@/features/content-editor/server/page-queries";
import { PageEditor, pageApiPath } from "@/features/content-editor/components/page-editor";
import { CampaignComposer } from "@/features/content-editor/components/campaign-composer";
import { StatusBadge } from "@/features/content-editor/components/status-badge";

export const metadata: Metadata = { title: "Edit page · Content" };

/** /admin/content/pages/{id}: a static page's editor, or the composer for a landing page. */
export default async function EditPagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePagePermission("admin", adminContentItemPath("pages", id));
  if (!isUuid(id)) notFound();
  const db = getDb();
  const [page, landing] = await Promise.all([getAdminPage(db, id), getAdminCampaign(db, id, ["landing"])]);
  const item = page ?? landing;
  if (!item) notFound();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1>Edit page</h1>
          <StatusBadge status={item.publishing.status} />
        </div>
        <p className="max-w-2xl text-muted-foreground [overflow-wrap:anywhere]">
          {item.title}
          {item.url ? ` · ${item.url}` : ""}
        </p>
      </header>
      {page ? (
        <PageEditor key={page.updatedAt} pageId={page.id} slug={page.slug} publicPath={page.url} initial={{ title: page.title, bodyHtml: page.bodyHtml, fields: page.fields, seo: page.seo, publishing: page.publishing }} />
      ) : landing ? (
        <CampaignComposer
          key={landing.updatedAt}
          pageId={landing.id}
          pageType="landing"
          publicPath={landing.url}
          saveApiPath={pageApiPath(landing.id)}
          initial={{ title: landing.title, slug: landing.slug, sections: landing.sections, seo: landing.seo, publishing: landing.publishing }}
        />
      ) : null}
    </div>
  );
}
