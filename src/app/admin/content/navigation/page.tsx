import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentKindPath } from "@/lib/content-routes";
import { getAdminContent } from "@/features/content/server/queries";
import { NavigationEditor } from "@/features/content/components/admin/navigation-editor";

export const metadata: Metadata = { title: "Navigation · Content" };

export default async function AdminContentNavigationPage() {
  await requirePagePermission("admin", adminContentKindPath("navigation"));
  const { navbar } = await getAdminContent(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Navigation</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">The top navigation menu: items appear under their category, in this order. Saved changes show on the site at once.</p>
      </header>
      <NavigationEditor navbar={navbar} />
    </div>
  );
}
