import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentKindPath } from "@/lib/content-routes";
import { getAdminContent } from "@/features/content/server/queries";
import { BannerEditor } from "@/features/content/components/admin/banner-editor";

export const metadata: Metadata = { title: "Banner · Content" };

export default async function AdminContentBannerPage() {
  await requirePagePermission("admin", adminContentKindPath("banner"));
  const { banner } = await getAdminContent(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Banner</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">The notification banner above every page: its text, colour and whether it shows. Saved changes show on the site at once.</p>
      </header>
      <BannerEditor initial={banner} />
    </div>
  );
}
