import type { Metadata } from "next";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { FileEditor } from "@/features/content-editor/components/file-editor";

export const metadata: Metadata = { title: "Upload a file · Content" };

export default async function NewFilePage() {
  await requirePagePermission("admin", adminContentItemPath("files", "new"));
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="min-w-0">
        <h1>Upload a file</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Choose the document, describe it and decide whether people give their email for it.</p>
      </header>
      <FileEditor
        fileId={null}
        current={null}
        initial={{ title: "", slug: "", description: "", gated: true, consentText: "Upstep may email me about this guide and similar resources. I can unsubscribe at any time.", publishing: { status: "draft", publishAt: null, unpublishAt: null } }}
      />
    </div>
  );
}
