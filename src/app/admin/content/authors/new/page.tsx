import type { Metadata } from "next";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { TaxonomyEditor } from "@/features/content-editor/components/taxonomy-editor";

export const metadata: Metadata = { title: "New author · Content" };

export default async function NewAuthorPage() {
  await requirePagePermission("admin", adminContentItemPath("authors", "new"));
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>New author</h1>
      </header>
      <TaxonomyEditor kind="authors" id={null} posts={0} initial={{ name: "", slug: "", role: "", bio: "", avatarUrl: "", description: "" }} />
    </div>
  );
}
