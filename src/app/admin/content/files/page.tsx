import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import { Button } from "@/components/ui/button";
import { listAdminFiles } from "@/features/content-editor/server/file-queries";
import { FileList } from "@/features/content-editor/components/file-list";

export const metadata: Metadata = { title: "Files · Content" };

/** /admin/content/files: the downloadable files with their leads and downloads. */
export default async function AdminFilesPage() {
  await requirePagePermission("admin", adminContentKindPath("files"));
  const rows = await listAdminFiles(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1>Files</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Guides and worksheets people download at /file-download/ and a slug; a gated file asks for an email first and keeps each as a lead.</p>
        </div>
        <Button asChild>
          <Link href={adminContentItemPath("files", "new")}>Upload a file</Link>
        </Button>
      </header>
      <FileList rows={rows} />
    </div>
  );
}
