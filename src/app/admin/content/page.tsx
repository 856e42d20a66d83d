import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_CONTENT_PATH } from "@/lib/content-routes";
import { getAdminContent } from "@/features/content/server/queries";
import { ContentEditor } from "@/features/content/components/admin/content-editor";

export const metadata: Metadata = { title: "Content" };

export default async function AdminContentPage() {
  await requirePagePermission("admin", ADMIN_CONTENT_PATH);
  const { navbar, footer, banner } = await getAdminContent(getDb());
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1>Content</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Edit the site&apos;s navigation menu, footer and notification banner. Saved changes show on the site at once and are recorded in the audit log.
        </p>
      </header>
      <ContentEditor navbar={navbar} footer={footer} banner={banner} />
    </div>
  );
}
