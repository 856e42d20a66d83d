import type { Metadata } from "next";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { TaxonomyEditor } from "@/features/content-editor/components/taxonomy-editor";

export const metadata: Metadata = { title: "New tag · Content" };

export default async function NewTagPage() {
  await requirePagePermission("admin", adminContentItemPath("tags", "new"));
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>New tag</h1>
      </header>
      <TaxonomyEditor kind="tags" id={null} posts={0} initial={{ name: "", slug: "", role: "", bio: "", avatarUrl: "", description: "" }} />
    </div>
  );
}
