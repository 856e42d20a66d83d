import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/db/client";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Download, FileText } from "@/components/ui/icons";
import { fileDownloadPath } from "@/lib/content-routes";
import { fileDownloadFilePath } from "../routes";
import { FILE_DOWNLOAD_TEXTS as T } from "../schemas";
import { describeFile, lookUpFile, type PublicFile } from "../server/queries";
import { FileLeadForm } from "./file-lead-form";

/*
 * /file-download/{id}: a published file's title, description, type and size; a gated file asks for an
 * email and consent first (FileLeadForm), an open one downloads at once. ?link=expired|invalid comes
 * from the file route when a link no longer works: the page says so above the form.
 */
export async function loadDownloadableFile(slug: string): Promise<PublicFile | null> {
  await connection();
  const found = await lookUpFile(getDb(), slug);
  if (found.kind === "redirect") permanentRedirect(fileDownloadPath(found.slug));
  return found.kind === "file" ? found.file : null;
}

export async function FileDownloadPage({ slug, source, link }: { slug: string; source: string; link?: "expired" | "invalid" }) {
  const file = await loadDownloadableFile(slug);
  if (!file) notFound();
  const { type, size } = describeFile(file);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 place-content-center rounded-lg bg-primary-soft text-primary-soft-foreground sm:grid" aria-hidden="true">
          <FileText className="size-7" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground [overflow-wrap:anywhere] sm:text-4xl">{file.title}</h1>
          <p className="mt-2 text-sm font-medium text-muted-foreground" data-testid="file-facts">
            {type} · {size}
          </p>
        </div>
      </div>
      {file.description ? <p className="mt-6 text-lg leading-8 text-foreground">{file.description}</p> : null}
      <Card className="mt-8">
        {file.gated ? (
          <>
            <h2 className="text-xl font-semibold text-foreground">Get your free copy</h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">Tell us where to reach you and the download starts straight away.</p>
            {link ? (
              <Alert tone="warning" className="mb-5">
                {link === "expired" ? T.expired : T.invalid}
              </Alert>
            ) : null}
            <FileLeadForm slug={file.slug} consentText={file.consentText} source={source} />
          </>
        ) : (
          <a href={fileDownloadFilePath(file.slug)} className={buttonClasses("primary", "lg")} download>
            <Download aria-hidden="true" />
            {T.downloadNow} ({type}, {size})
          </a>
        )}
      </Card>
    </div>
  );
}
