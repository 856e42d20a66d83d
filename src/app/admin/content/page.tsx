import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_CONTENT_PATH } from "@/lib/content-routes";
import { contentOverview } from "@/features/content-editor/server/editor-queries";
import { ContentOverview } from "@/features/content-editor/components/content-overview";

export const metadata: Metadata = { title: "Content" };

export default async function AdminContentPage() {
  await requirePagePermission("admin", ADMIN_CONTENT_PATH);
  const figures = await contentOverview(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Content</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Everything the site says that is not a job: menus, pages, blog posts, campaigns and downloads. Saved changes show on the site at once and are recorded in the audit log.
        </p>
      </header>
      <ContentOverview figures={figures} />
    </div>
  );
}
