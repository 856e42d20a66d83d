import type { Metadata } from "next";
import { FileDownloadPage, loadDownloadableFile } from "@/features/file-downloads/components/file-download-page";
import { sourceFromQuery } from "@/features/file-downloads/schemas";
import { pageMetadata } from "@/features/shell/page-metadata";
import { fileDownloadPath } from "@/lib/content-routes";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /file-download/{id}: a downloadable file by its slug, gated by an email form when the file says so (decision 048). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const file = await loadDownloadableFile(id);
  if (!file) return pageMetadata({ title: "Page not found" });
  return pageMetadata({ title: file.title, description: file.description || undefined, path: fileDownloadPath(file.slug) });
}

export default async function Page({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const link = query.link === "expired" || query.link === "invalid" ? query.link : undefined;
  return <FileDownloadPage slug={id} source={sourceFromQuery(query.source)} link={link} />;
}
