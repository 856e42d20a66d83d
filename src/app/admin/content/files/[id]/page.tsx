import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { leadsQuerySchema } from "@/features/content-editor/file-schemas";
import { isUuid } from "@/features/content-editor/schemas";
import { getAdminFile, listFileLeads } from "@/features/content-editor/server/file-queries";
import { FileEditor } from "@/features/content-editor/components/file-editor";
import { FileLeads } from "@/features/content-editor/components/file-leads";
import { fileSizeText } from "@/features/content-editor/components/file-list";
import { StatusBadge } from "@/features/content-editor/components/status-badge";

export const metadata: Metadata = { title: "Edit file · Content" };

/** /admin/content/files/{id}[?page=]: the file's editor and its leads. */
export default async function EditFilePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const query = leadsQuerySchema.parse({ page: (await searchParams).page });
  await requirePagePermission("admin", `${adminContentItemPath("files", id)}${query.page && query.page > 1 ? `?page=${query.page}` : ""}`);
  if (!isUuid(id)) notFound();
  const db = getDb();
  const file = await getAdminFile(db, id);
  if (!file) notFound();
  const leads = await listFileLeads(db, id, query.page ?? 1);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1>Edit file</h1>
          <StatusBadge status={file.publishing.status} />
        </div>
        <p className="max-w-2xl text-muted-foreground [overflow-wrap:anywhere]">
          {file.title} · {file.url}
        </p>
      </header>
      <FileEditor
        key={`${file.id}-${file.fileName}-${file.slug}`}
        fileId={file.id}
        current={{ fileName: file.fileName, size: fileSizeText(file.sizeBytes), url: file.url }}
        initial={{ title: file.title, slug: file.slug, description: file.description, gated: file.gated, consentText: file.consentText, publishing: file.publishing }}
      />
      <FileLeads fileId={file.id} {...leads} />
    </div>
  );
}
