import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentKindPath } from "@/lib/content-routes";
import { getAdminContent } from "@/features/content/server/queries";
import { FooterEditor } from "@/features/content/components/admin/footer-editor";

export const metadata: Metadata = { title: "Footer · Content" };

export default async function AdminContentFooterPage() {
  await requirePagePermission("admin", adminContentKindPath("footer"));
  const { footer } = await getAdminContent(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Footer</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">The footer&apos;s link columns, social links and the legal links of its bottom bar. Saved changes show on the site at once.</p>
      </header>
      <FooterEditor footer={footer} />
    </div>
  );
}
