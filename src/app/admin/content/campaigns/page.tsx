import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import { Button } from "@/components/ui/button";
import { listAdminCampaigns } from "@/features/content-editor/server/page-queries";
import { PageList } from "@/features/content-editor/components/page-list";

export const metadata: Metadata = { title: "Campaigns · Content" };

/** /admin/content/campaigns: the campaign pages (/campaign/{slug}), the last edited first. */
export default async function AdminCampaignsPage() {
  await requirePagePermission("admin", adminContentKindPath("campaigns"));
  const rows = await listAdminCampaigns(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1>Campaigns</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Campaign pages built from sections, each at /campaign/ and its slug.</p>
        </div>
        <Button asChild>
          <Link href={adminContentItemPath("campaigns", "new")}>New campaign</Link>
        </Button>
      </header>
      <PageList rows={rows} kind="campaigns" label="Campaigns" />
    </div>
  );
}
