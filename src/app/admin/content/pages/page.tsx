import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentKindPath } from "@/lib/content-routes";
import { listAdminPages } from "@/features/content-editor/server/page-queries";
import { PageList } from "@/features/content-editor/components/page-list";

export const metadata: Metadata = { title: "Pages · Content" };

/** /admin/content/pages: the site's content pages (every static page of the route table, then landing pages). */
export default async function AdminPagesPage() {
  await requirePagePermission("admin", adminContentKindPath("pages"));
  const rows = await listAdminPages(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="min-w-0">
        <h1>Pages</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          The site&apos;s own pages: about, FAQ, privacy, terms and the rest, and landing pages such as Getting hired. Their addresses are fixed; saved edits show on the site at once.
        </p>
      </header>
      <PageList rows={rows} kind="pages" label="Pages" />
    </div>
  );
}
